// cudagen 0.1 seed 768 valid
// features: kernel,kernel_extern_c,restrict_params,launch,launch_dim3,launch_shared_mem,launch_stream,builtin_vars,device_function,static_device_function,host_device_function,device_template_function,host_function,main,shared_var,constexpr_var,auto_var,enum,if,if_else,for,while,static_assert,ternary,bitwise,shift,comparison,incdec,comma,pointer_arith,array_index,lit_int_hex,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,lit_char,lit_char_prefix,lit_string,lit_string_concat,lit_nullptr,cast_c,cast_reinterpret,sizeof,lambda,lambda_launch,comments
#include "prelude.cuh"

__global__ void trace1_kernel(const unsigned* src2, float p3, double* __restrict__ data4)
{
	int gid5 = threadIdx.x;
	if (src2 == nullptr) {
		return;
	}
	long h6 = 52U;
}
enum Op7 { OFF8, IDLE9 };

__global__ void relax10_kernel(int len11, int n12, short* dst13, float* out14)
{
	unsigned int gid15 = (blockIdx.x * blockDim.x) + threadIdx.x;
	auto y16 = (int)(gid15 % (dst13[len11] * IDLE9));
	if (dst13[n12 & 0b111] >= 55) {
		__shared__ unsigned long long sh_17[128];
	} else {
		if (dst13 == nullptr) {
			return;
		}
		__shared__ int sh_18;
	}
	short int t19 = (61 + (y16 >> y16)) - 37U;
}
// Returns the accumulated value.

template <typename T>
inline static __device__ T norm20(T* __restrict__ acc21, int n22, long q23)
{
	Op7 t24 = OFF8;
	if (!acc21) {
		return (q23 += acc21[q23 & 7], (22.125 + threadIdx.x));
	}
	int iter25 = 0;
	while (iter25 < n22) {
		--q23;
		int pass26 = 0;
		while (pass26 < (IDLE9 + 11)) {
			auto s27 = gridDim.z;
			acc21[threadIdx.x & 0b111] = 0x7F;
			++pass26;
		}
		++iter25;
	}
	return t24;
}
// Computes one element per thread.

template <typename T, int N = 6>
__host__ __device__ int kick28(const T* in29, const double* __restrict__ coef30)
{
	return (41UL + (coef30[2])) / 4;
}

extern "C" {
__global__ void apply31_kernel(int lane32, const short* input33, float a34, float* data35)
{
	unsigned i36 = threadIdx.x;
	__shared__ float sh_37[256];
	a34++;
}
}

int tile38(float* __restrict__ out39, int stride40, int* data41)
{
	if (((*data41) >> 5) > IDLE9) {
		return data41[stride40];
	}
	relax10_kernel<<<dim3(1 << (IDLE9 + (IDLE9 + IDLE9))), dim3(IDLE9 + 1, (stride40 + 0x7f) / 0x80, (stride40 + 0377) / 256), sizeof(float) * 0x20, 0>>>(stride40, 27, reinterpret_cast<short*>(out39), nullptr);
	auto op45 = []() -> int {
		for (int it42 = 0b0, j43 = 15; it42 < j43; (++it42, (--j43))) {
			auto s44 = it42;
			apply31_kernel<<<(it42 + 0x1F) / 0x20, dim3((IDLE9 + 127), (128)), 0>>>((40 + s44), (const short*)nullptr, (s44 ^ IDLE9) & (s44 + j43), nullptr);
		}
		return (40UL);
	};
	int tmp46 = data41[stride40] | (stride40 * (stride40));
	static_assert(sizeof(int) == 0x4);
	tmp46 = -(((tmp46) < u'#') ? (stride40 & 0xb) : ((int)tmp46));
	float diff47 = +(43L - (*data41));
	return tmp46 * 17;
}

int main()
{
	int size48 = 0xEC0;
	const char* stride49 = "\x41\102" "_tail";
	trace1_kernel<<<(size48 + 31) / 0x20, dim3(040, (size48 + 0x1F) / 32, 4)>>>(nullptr, (stride49[0x1] + 2.5f) / (stride49[0] - 4.625F), nullptr);
	return 0;
}
