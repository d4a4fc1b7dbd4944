// cudagen 0.1 seed 388 invalid:nonconstant_case_label
// features: kernel,kernel_template,launch_explicit_template_args,launch,launch_shared_mem,launch_stream,builtin_vars,device_function,device_forceinline,device_template_function,host_function,constexpr_function,main,device_var,device_array,constant_array,shared_var,shared_2d,constexpr_var,struct,enum_class,namespace,if,for,do_while,goto,compound_assign,bitwise,comparison,incdec,comma,pointer_arith,member_access,array_index,lit_int_suffix,lit_digit_separator,lit_float,lit_char,lit_char_prefix,lit_nullptr,cast_c,cast_static,sizeof,macro_paste,pp_ifdef,pp_if
#include "prelude.cuh"

#define CAT_1(a, b) a##b

#ifdef USE_FAST_PATH_2
#define TUNE_3 8
#else
#define TUNE_3 30
#endif

#if TUNE_3 > 102
#define CONFIG_4 2
#else
#define CONFIG_4 14
#endif
__device__ unsigned int d_march5 = 18ul;
__constant__ long long c_gather6[8] = {52, 42, 4338, 51lu, 0, 37, -597, L'A'};
enum class Axis7 { Mul8, Idle9 };

template <typename T, class U>
__device__ T decay10(T q11)
{
	for (int it12 = 0; it12 < 11; it12 += 4) {
		__shared__ long sh_13[8 * 16];
	}
	T e14 = d_march5;
	d_march5 = (CONFIG_4);
	T e15 = TUNE_3;
	return (d_march5 * c_gather6[0]) % ((CONFIG_4 * c_gather6[6]) + (d_march5 | threadIdx.z));
}

template <class T, int N = 1>
__global__ void bias16_kernel(T p17, int n18, float* dst19)
{
	int i20 = threadIdx.x;
	if (i20 >= n18) {
		return;
	}
	if ((3706l - d_march5) == ((threadIdx.x % N) | (c_gather6[blockIdx.y] + n18))) {
		T e21 = 22.75;
	}
	if ((threadIdx.x / n18) <= (39L - c_gather6[warpSize])) {
		Axis7 f22 = Axis7::Mul8;
	}
	--n18;
}

struct Tile23 {
	int z24;
	long long sum25;
};

template <typename T>
__device__ __forceinline__ T score26(T* out27, float alpha28)
{
	__shared__ Tile23 sh_29[8 * 16];
	T base30 = alpha28 + 3;
	if ((c_gather6[d_march5])) {
		goto out34;
	}
	for (int j31 = 0, j32 = sizeof(unsigned int) * 2; j31 < j32; (++j31, (--j32))) {
		out27[threadIdx.x] -= base30 - (j32 - c_gather6[threadIdx.x & 7]);
		float h33 = 0.875f + (static_cast<unsigned long>(c_gather6[0]) + (j32 | j31));
	}
out34:;
	return 42 - (base30 - sh_29[101].z24);
}
__device__ float d_pack35[8] = {21, 1.875F, -21.875f};

namespace ops36 {
float run_shade37(float q38)
{
	int res39 = q38 - (14 * (q38 + 3));
	bias16_kernel<unsigned int, 1><<<8, 64, 0>>>(res39 | CAT_1(res, 39), (15) ^ static_cast<long>(res39), (float*)nullptr);
	if (res39 == res39) {
		return q38;
	}
	return q38;
}

__global__ void shade40_kernel(float* acc41)
{
	double h42{19.375f};
	d_pack35[6] = (-c_gather6[5]) % 3ll;
	d_march5 += c_gather6[7] - CAT_1(h, 42);
	h42 /= (d_march5 + CONFIG_4) | (gridDim.x - blockDim.x);
	__shared__ int sh_43[16][5];
	acc41[7] = d_march5 + sh_43[d_march5][d_march5];
}

template <typename T, int N>
__global__ void scatter44_kernel(const T* coef45, const T* in46, float* out47)
{
	int gid48 = (blockIdx.x * blockDim.x) + threadIdx.x;
	if ((N + c_gather6[gid48]) != d_march5) {
		int w49 = 0;
		do {
			(out47[gid48]--, (d_pack35[7] = (gridDim.x + (gid48 | 3292)) | ((1 + c_gather6[threadIdx.x]) & (threadIdx.x - w49))));
			++w49;
		} while (w49 < w49);
		d_march5 |= c_gather6[0];
		if (sizeof(T) <= (c_gather6[blockDim.y] * gridDim.x)) {
			return;
		}
	}
	T y50 = (49 * d_pack35[gridDim.z]) + c_gather6[d_march5 & 7] + c_gather6[6];
	__shared__ Tile23 sh_51[128];
}
} // namespace ops36

constexpr int host_split52(int len53, int n54)
{
	return CONFIG_4 + (static_cast<unsigned int>(len53) + 13L);
}

int main()
{
	int count55 = 488;
	int lim_56 = 4;
	switch (count55) {
	case lim_56:
	    break;
	}
	count55 *= (-('0' + count55)) | 4'376;
	count55 -= u8'#' + ((count55 + count55) & count55);
	ops36::shade40_kernel<<<4, (CONFIG_4 + 2) * 2, 0>>>(nullptr);
	ops36::scatter44_kernel<float, (sizeof(unsigned int) * 2)><<<(count55 + 127) / 128, 64, sizeof(float) * 128, (cudaStream_t)0>>>((const float*)nullptr, nullptr, nullptr);
	return 0;
}
