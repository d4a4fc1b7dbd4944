// cudagen 0.1 seed 745 invalid:kernel_operator
// features: kernel,kernel_static,kernel_template,launch_explicit_template_args,maxnreg,launch,launch_dim3,launch_shared_mem,builtin_vars,host_function,main,shared_var,extern_shared,constexpr_var,enum,if,if_else,ternary,compound_assign,bitwise,shift,logical,comparison,incdec,pointer_arith,address_of,array_index,lit_int_hex,lit_int_binary,lit_int_suffix,lit_float,lit_char,lit_nullptr,cast_c,cast_reinterpret,sizeof,macro_function,macro_paste,pp_ifdef,pp_if,pp_undef,comments
#include "prelude.cuh"

#define ADD3_1(a, b, c) ((a) + (b) + (c))
#define STR_IMPL_2(x) #x
#define STR_3(x) STR_IMPL_2(x)
#define CAT_4(a, b) a##b
#ifdef USE_FAST_PATH_5
#define TUNE_6 2
#else
#define TUNE_6 51
#endif
#if (TUNE_6 * 2) >= 17 && TUNE_6 != 0
#define CONFIG_7 4
#else
#define CONFIG_7 20
#endif
#undef TUNE_6
#define TUNE_6 12
static __global__ void __maxnreg__(64) merge8_kernel(int len9, long long *acc10, long long *out11) {
	int i12 = threadIdx.x;
	if (i12 >= len9) {
		return;
	}
	acc10[len9]--;
	bool y13 = 0;
	out11[i12 & 7]--;
	len9 -= *out11;
	int f14 = acc10[threadIdx.x];
	float e15 = 19.125f;
	len9 &= *acc10;
}
enum Kind16 { RED17 = 1, ADD18 = 5, BLUE19, RED20 };
// Computes one element per thread.
template <typename T, typename U>
__global__ void __maxnreg__(32) tile21_kernel(U p22, int n23) {
	extern __shared__ int dyn_24[];
	int tid25 = (blockIdx.x * blockDim.x) + threadIdx.x;
	if (tid25 >= n23) {
		return;
	}
	if ((tid25) <= (n23 >> ((tid25 >= ' ') ? '0' : 9lu))) {
		dyn_24[6] += CONFIG_7 - dyn_24[tid25];
		__shared__ short int sh_26[1 << (ADD18 + (RED17 + RED17))];
	} else if (tid25) {
	} else {
	}
}
enum Color27 {
	ADD28,
	HIGH29,
	OFF30,
	MUL31 = 7,
	RED32 = 11
};
template <typename T, typename U>
__global__ void gather33_kernel(const T *in34, int n35, const int *input36, int stride37) {
	int i38 = (blockIdx.x * blockDim.x) + threadIdx.x;
	if (!(in34[blockDim.x] >= input36[3])) {
		return;
	}
	__shared__ unsigned int sh_39;
}
// Layout: row-major, no padding.
void check_relax40(float beta41, size_t *buf42, const float *input43) {
	dim3 k44((CONFIG_7 + (RED32 + (RED17 + (RED17 + 0xF)))) * (HIGH29 + 0x1), 1 << 0b110);
	beta41++;
	beta41--;
	merge8_kernel<<<0b100 * CONFIG_7, 0b1000000, sizeof(float) * 256>>>(CAT_4(beta, 41), reinterpret_cast<long long*>(buf42), (long long*)nullptr);
	unsigned short sum45 = 0x23U;
	buf42[sum45] ^= sum45 - ((sum45 + buf42[7]) * buf42[0x4]);
}
struct Pair48 {
    int a, b;
};
__global__ void operator*(Pair48 x, Pair48 y)
{
}
int main() {
	int size46 = 1278;
	float lim47 = 0.0F;
	merge8_kernel<<<OFF30 + 0x2, (0x80), sizeof(int) * 0x20>>>(0x2, (long long*)nullptr, (long long*)nullptr);
	tile21_kernel<double, unsigned><<<(size46 + 31) / 0x20, dim3(BLUE19 + (RED17 + (HIGH29 + 0x38)), (0b10))>>>(((~size46) != CONFIG_7) ? (CAT_4(size, 46) - size46) : (lim47 * 51), size46);
	gather33_kernel<float, int><<<dim3(sizeof(int) * (ADD18 + (OFF30 + (HIGH29 + 8))), (size46 + 255) / 256, (size46 + 255) / 256), 64, sizeof(int) * 128>>>(&lim47, 26, (const int*)nullptr, -61);
	return 0;
}
