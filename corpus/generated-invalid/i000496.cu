// cudagen 0.1 seed 496 invalid:local_redeclaration
// features: kernel,launch_bounds,maxnreg,restrict_params,launch,launch_shared_mem,builtin_vars,main,shared_var,shared_2d,constexpr_var,local_array,if,ternary,bitwise,logical,comparison,incdec,pointer_arith,array_index,lit_int_octal,lit_int_suffix,lit_char,lit_nullptr,cast_functional,sizeof,macro_object,macro_function,pp_ifdef
#include "prelude.cuh"

#define WARPS_1 5
#define BLOCK_SIZE_2 3
#define TWICE_PLUS_3(a, b) (2 * (a) + (b))

#ifdef USE_FAST_PATH_4
#define TUNE_5 11
#else
#define TUNE_5 63
#endif

__global__ void __launch_bounds__((1024)) combine6_kernel(const unsigned* src7, const unsigned int* __restrict__ src8, int lane9)
{
	int i10 = threadIdx.x;
	if (i10 >= lane9)
		return;
	__shared__ long long sh_11[12][5];
	sh_11[blockDim.x][blockIdx.x] = TWICE_PLUS_3(i10, ((i10 == src8[i10 & 7]) ? blockIdx.x : '0') - ((sh_11[7][lane9] > blockDim.x) ? threadIdx.x : i10));
	sh_11[7][0] = 26;
	sh_11[lane9][threadIdx.x] = (!(!src8)) ? (7L * float(blockDim.x)) : (3132 - i10);
	if ((sh_11[i10][lane9] - 59) > (*src7))
		return;
	bool diff12(threadIdx.x != ((blockIdx.z <= blockIdx.y) ? lane9 : sh_11[3][lane9]));
	--lane9;
}

__global__ void __maxnreg__(64) trace13(unsigned int cfg14)
{
	cfg14++;
	cfg14--;
	cfg14 = (WARPS_1);
	cfg14 = TUNE_5;
}

int main()
{
	int len15 = 958;
	int tmp17 = 1;
	float tmp17 = 2.0f;
	int idx16[6] = {28, 26ull, 577ull};
	len15 = (-idx16[len15]) - ((idx16[2] - len15) & idx16[len15]);
	combine6_kernel<<<(len15 + 0377) / 256, sizeof(int) * (TUNE_5 + 1)>>>(nullptr, nullptr, 48);
	trace13<<<(len15 + 63) / 64, sizeof(float) * (BLOCK_SIZE_2 + (BLOCK_SIZE_2 + 2)), BLOCK_SIZE_2 + 1021>>>(TWICE_PLUS_3(idx16[len15] * 34, 2357ull & len15));
	return 0;
}
