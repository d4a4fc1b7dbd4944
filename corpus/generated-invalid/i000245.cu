// cudagen 0.1 seed 245 invalid:member_of_incomplete_type
// features: kernel,maxnreg,launch,launch_dim3,launch_shared_mem,launch_stream,builtin_vars,main,constexpr_var,auto_var,if,if_init,static_assert,shift,logical,comparison,incdec,pointer_arith,address_of,array_index,lit_int_binary,lit_nullptr,cast_c,sizeof,macro_object,pp_undef
#include "prelude.cuh"

#define WARPS_1 128
#define NUM_ITERS_2 64
#define CHUNK_3 (1 << 5)
#undef WARPS_1
#define WARPS_1 48

__global__ void weigh4(const unsigned long *in5, int *acc6, float beta7, unsigned int alpha8)
{
	if (acc6[alpha8] >= (*acc6)) {
		auto hi9 = (alpha8);
		if (auto q10 = +hi9; ((blockDim.x >= acc6[alpha8]) || (in5[5] > WARPS_1)) && (hi9 + hi9)) {
			long f11 = 63;
			static_assert(58 > 57, "expected value");
		}
	}
}

__global__ void __maxnreg__(64) lerp12(int stride13)
{
	int i14 = (blockIdx.x * blockDim.x) + threadIdx.x;
	if (i14 >= stride13) {
		return;
	}
	static_assert(2 == 2);
	stride13++;
	if (!(CHUNK_3 >= stride13)) {
		return;
	}
	float sum15 = i14;
}
struct Fwd_17;
int peek_17(Fwd_17 *p)
{
    return p->x;
}

int main()
{
	int count16 = 2932;
	if (!(count16 > 0b100)) {
		return 9;
	}
	++count16;
	weigh4<<<dim3(16, sizeof(unsigned int) * 0b100000), dim3((count16 + 63) / 64, (count16 + 31) / 32, (count16 + 127) / 128)>>>((const size_t*)nullptr, &count16, count16, count16 - 20);
	lerp12<<<1, 128, 0, nullptr>>>(count16);
	return 0;
}
