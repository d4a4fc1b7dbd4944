// cudagen 0.1 seed 729 valid
// features: kernel,restrict_params,launch,launch_shared_mem,builtin_vars,device_function,host_function,static_host_function,main,constexpr_var,enum_class,if,compound_assign,bitwise,shift,comparison,incdec,comma,pointer_arith,address_of,array_index,call,lit_int_suffix,lit_float,lit_char,lit_nullptr,cast_static,cast_reinterpret,sizeof,macro_statement,pp_ifdef
#include "prelude.cuh"

#define SWAP_1(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)
#ifndef USE_FAST_PATH_2
#define TUNE_3 2
#else
#define TUNE_3 20
#endif
enum class State4 : unsigned int { Blue5, Add6, Busy7 };
__device__ int fuse8(int *data9, long *dst10)
{
	data9[4] -= *dst10;
	--data9[3];
	(*dst10) %= data9[threadIdx.y] | (static_cast<unsigned int>(30) - (data9[0] - sizeof(unsigned int)));
	--data9[blockDim.x & 7];
	return TUNE_3;
}
static void host_tile11(int len12, float a13, int lane14)
{
	State4 v15 = State4::Blue5;
	len12++;
	++lane14;
}
__global__ void sift16(int *out17, float q18, long p19, int *__restrict__ acc20)
{
	float val21 = fuse8(out17, &p19);
	fuse8(out17, reinterpret_cast<long*>(out17));
	++val21;
}
int main(void)
{
	int n22 = 834;
	if ((n22 += 'a', (22 + n22)) > 9L) {
		sift16<<<1 << (TUNE_3 + 3), sizeof(unsigned int) * 64>>>(&n22, (n22 += TUNE_3, 4.125f), n22, nullptr);
		sift16<<<(n22 + 127) / 128, 128, 0>>>(&n22, n22, n22, &n22);
	}
	sift16<<<(128), 1 << (TUNE_3 + (TUNE_3 + 5))>>>(&n22, (n22 % 1) - n22, 26, &n22);
	return 0;
}
