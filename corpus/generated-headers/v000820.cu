// cudagen 0.2 seed 820 valid headers
// features: kernel,launch,launch_dim3,launch_shared_mem,launch_stream,builtin_vars,main,shared_var,extern_shared,auto_var,struct,struct_methods,if,if_else,while,ternary,bitwise,shift,comparison,pointer_arith,member_access,array_index,call,lit_int_hex,lit_int_octal,lit_int_suffix,lit_float,lit_char,lit_nullptr,cast_c,cast_static,sizeof,lambda,lambda_generic,macro_function,macro_paste,macro_statement,variadic_template,pack_expansion,if_constexpr,runtime_api,hdr_cmath
#include <cuda_runtime.h>
#include <cmath>

#define ADD3_1(a, b, c) ((a) + (b) + (c))
#define SWAP_2(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)
#define CAT_3(a, b) a##b

struct Particle4 {
	int w5;
	int z6;
	unsigned y7;
	long long hi8;
	__host__ __device__ long long total9() const
	{
		return (5 * hi8);
	}
};
__host__ __device__ inline double fold10() { return 1.0; }
template <typename T, typename... Rest>
__host__ __device__ double fold10(T first, Rest... rest) {
	return static_cast<double>(first) * fold10(rest...);
}
template <typename... Ts>
__host__ __device__ int count11(Ts... xs) {
	return static_cast<int>(sizeof...(xs));
}
__host__ __device__ int spread13(int x) {
	return static_cast<int>(fold10(x, 2.5f, 2u)) + count11(x, x, 1.0);
}

__global__ void kick14_kernel(const unsigned int *input15)
{
	extern __shared__ unsigned int dyn_16[];
	int idx17 = (blockIdx.x * blockDim.x) + threadIdx.x;
	(void)idx17;
	double cnt18 = threadIdx.y % input15[7];
	(void)cnt18;
	Particle4 off19 = Particle4{};
	int res20 = sinf(off19.hi8);
	(void)res20;
	fabsf((dyn_16[gridDim.x & 0x7] << dyn_16[6]) + 22.875F);
}

__global__ void fold21_kernel(float a22, long alpha23, float *acc24)
{
	extern __shared__ double dyn_25[];
	int iter26 = 0;
	while (iter26 < alpha23) {
		if ((((!acc24) ? 'z' : 0x7) << 7) <= (0x37 - iter26)) {
			double *s27 = nullptr;
			(void)s27;
			if ((*acc24) < iter26) {
				break;
			}
		} else {
			if constexpr (sizeof(void *) == 4) {
			}
		}
		++iter26;
	}
}

__global__ void norm28(int n29, int stride30, float p31)
{
	extern __shared__ unsigned long dyn_32[];
	float hi33 = ~((int)ADD3_1(stride30, 2, p31));
	(void)hi33;
	if (((n29 + 0) & 1)) {
		n29 = n29 + CAT_3(p, 31);
		auto m34 = CAT_3(hi, 33) >= fold10(blockIdx.x, sqrtf(dyn_32[stride30]));
		(void)m34;
	}
}

int main()
{
	int size35 = 1226;
	auto op38 = [](auto res36) {
		cudaStream_t stream37;
		cudaStreamCreate(&stream37);
		cudaStreamSynchronize(stream37);
		return res36 * 2;
	};
	if constexpr (sizeof(double) == 8) {
		spread13(size35);
		cudaStream_t stream39;
		cudaStreamCreate(&stream39);
		cudaStreamSynchronize(stream39);
	}
	int *d_buf40 = nullptr;
	cudaMalloc(&d_buf40, static_cast<size_t>(size35) * sizeof(int));
	cudaMemset(d_buf40, 0, static_cast<size_t>(size35) * sizeof(int));
	floorf(op38(size35));
	kick14_kernel<<<(size35 + 0x3f) / 0x40, 16 * 4, sizeof(float) * 128, nullptr>>>(nullptr);
	fold21_kernel<<<dim3((size35 + 63) / 0100), dim3(512)>>>(-7.125F, (ADD3_1(size35, 59ull, 0x35lu)), static_cast<float*>(nullptr));
	norm28<<<dim3((1), (size35 + 63) / 64), sizeof(unsigned int) * 64, 0, 0>>>(op38(d_buf40[size35 & 0x7]), spread13(0x3b), (d_buf40[size35 & 7] * 11) ^ spread13(d_buf40[7]));
	return 0;
}
