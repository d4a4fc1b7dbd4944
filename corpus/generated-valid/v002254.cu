// cudagen 0.1 seed 2254 valid
// features: kernel,kernel_static,restrict_params,launch,launch_shared_mem,launch_stream,builtin_vars,host_function,static_host_function,main,managed_var,constexpr_var,if,if_else,if_init,for,pragma_unroll,bitwise,shift,comparison,incdec,comma,pointer_arith,address_of,array_index,call,lit_int_hex,lit_int_suffix,lit_float,lit_nullptr,cast_c,sizeof,macro_paste,macro_statement,comments
#include "prelude.cuh"

#define SWAP_1(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)
#define STR_IMPL_2(x) #x
#define STR_3(x) STR_IMPL_2(x)
#define CAT_4(a, b) a##b
constexpr long BLOCK5 = 3;
__managed__ int m_clamp6[64] = {0xelu, 35, 6ul};

__global__ void spread7(short* out8, const int* src9, long a10, const unsigned int* __restrict__ in11)
{
	int i12 = threadIdx.x;
	if (i12 >= a10)
		return;
	int tmp13 = gridDim.z;
	out8[tmp13] = 0x17ull;
	a10 = CAT_4(i, 12);
	m_clamp6[tmp13]++;
	a10++;
}
// Layout: row-major, no padding.

static __global__ void accum14(int stride15, const float* in16, signed char alpha17)
{
	#pragma unroll
	for (int i18 = 0; i18 < stride15; ++i18) {
		float* t19 = nullptr;
	}
	stride15 = BLOCK5;
	stride15 = -0x1A;
	stride15 = (38 + ((int)in16[alpha17 & 7])) % threadIdx.z;
}

static __host__ void host_stencil20(int lane21, int lane22, int lane23)
{
	lane21 = m_clamp6[lane21];
	lane21 = 0x37;
	for (int i24 = 0, j25 = lane23; i24 < j25; (++i24, (--j25))) {
		if (int tmp26 = m_clamp6[lane22]; (lane21 % (19 + CAT_4(tmp, 26))) < (17L - lane21)) {
			constexpr double y27 = 19.25;
			spread7<<<(lane21 + 255) / 256, sizeof(float) * (BLOCK5 + 29), sizeof(unsigned int) * 256, nullptr>>>((short*)nullptr, &lane22, 0x2f - (lane21 += lane23, y27), nullptr);
		} else {
		}
	}
}

int main()
{
	int count28 = 0x99c;
	if (int hi29(BLOCK5); (BLOCK5 & count28) > ((count28 - 9) - 58l)) {
		count28 = 17;
		host_stencil20(count28 >> (m_clamp6[58] += 9lu, count28), 40LL ^ hi29, m_clamp6[count28]);
	} else {
	}
	accum14<<<(count28 + 127) / 128, 0x100, 4096>>>((22), nullptr, BLOCK5);
	return 0;
}
