// cudagen 0.1 seed 1977 valid
// features: kernel,launch_bounds,launch,launch_dim3,builtin_vars,host_function,main,shared_var,extern_shared,constexpr_var,local_array,enum,if,for,pragma_unroll,static_assert,ternary,shift,comparison,incdec,comma,pointer_arith,array_index,call,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,lit_float_exponent,lit_nullptr,cast_c,cast_static,macro_function
#include "prelude.cuh"

#define LOW_BITS_1(x) ((x) & 0xF)
#define SQR_2(x) ((x) * (x))

__global__ void tally3_kernel(unsigned int b4, int n5, float cfg6)
{
	int gid7 = threadIdx.x;
	--b4;
	for (int it8 = 9; it8 > 0; --it8) {
		unsigned int w9 = it8;
		constexpr float t10 = -1.875F;
		double stride11{9.0};
	}
	n5++;
}

__global__ void step12(unsigned long long *out13, float *dst14)
{
	extern __shared__ long long dyn_15[];
	int tid16 = (blockIdx.x * blockDim.x) + threadIdx.x;
	dyn_15[3]--;
	unsigned u17 = *dst14;
	#pragma unroll
	for (int it18 = 0, j19 = tid16; it18 < j19; (++it18, (--j19))) {
		dyn_15[0] = LOW_BITS_1((dyn_15[0] << (j19 + it18)));
		u17 = static_cast<int>(dyn_15[tid16]);
	}
	char q20{-37};
	if (q20 > 0b101100)
		return;
}
enum Op21 : int {
	BUSY22 = 2,
	IDLE23,
	GREEN24,
	HIGH25,
	ON26
};

inline unsigned int check_reduce27(int n28)
{
	step12<<<(n28 + 63) / 64, dim3(512, 64, 4)>>>(nullptr, nullptr);
	n28--;
	n28 = 2L * (n28);
	return (7 / ((unsigned char)n28)) * 41;
}
constexpr float kL29 = 750e-3F;

__global__ void __launch_bounds__(32 * (HIGH25 + (BUSY22 + (IDLE23 + 6)))) trace30(int count31, const int *in32, const double *in33, double *buf34)
{
	extern __shared__ int dyn_35[];
	int f36[4] = {count31, 0b10};
	if (f36[count31] != 9)
		return;
	float t37{35l};
	(*buf34) = (*in33) * ((+t37) + (+t37));
	dyn_35[0]++;
	static_assert(33 == 33);
	float diff38 = in33[4];
}

inline __host__ void combine39(const long long *in40, float *acc41, int stride42)
{
	stride42 = SQR_2(*acc41);
	constexpr float y43 = 6.5F;
	for (int it44 = 0b0; it44 < stride42; it44++) {
		stride42 = (29 * (*acc41)) + (((!acc41) ? kL29 : 4234) - stride42);
		Op21 u45 = HIGH25;
	}
	if (acc41[3] == y43)
		return;
}

int main()
{
	int len46 = 815;
	dim3 y47 = dim3(ON26 + (GREEN24 + 54));
	len46 = len46 - (len46 += IDLE23, kL29);
	if ((len46 + 59UL) > 22)
		return ((float)3.625F) * check_reduce27(64);
	++len46;
	tally3_kernel<<<(len46 + 31) / 32, 32>>>(check_reduce27(check_reduce27(len46)), check_reduce27(len46 >> 5), 55ULL);
	trace30<<<1 << BUSY22, 32>>>(0, static_cast<const int*>(nullptr), nullptr, (double*)nullptr);
	return 0;
}
