// cudagen 0.2 seed 383 valid headers
// features: kernel,launch_bounds,launch,builtin_vars,host_function,main,shared_var,extern_shared,for,switch,goto,nested_block,static_assert,compound_assign,bitwise,logical,comparison,incdec,pointer_arith,array_index,call,lit_int_hex,lit_int_binary,lit_int_suffix,lit_bool,lit_nullptr,cast_c,lambda,macro_object,macro_function,conversion_operator,if_constexpr,runtime_api,hdr_cmath
#include <cuda_runtime.h>
#include <type_traits>
#include <cuda_fp16.h>
#include <thrust/device_vector.h>
#include <thrust/fill.h>
#include <thrust/reduce.h>

#define RADIUS_1 32
#define CHUNK_2 ((8))
#define WARPS_3 5
#define HALF_4(x) ((x) / 2)
template <typename F>
__global__ void applyEach5(F f, int *data, int n) {
	int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
	if (i < n) {
		data[i] = f(data[i]);
	}
}
struct Celsius6 {
	double v;
	operator double() const { return v; }
};
double convert7(double x) {
	Celsius6 m{x};
	double plain = m;
	return plain + static_cast<double>(m) * 2;
}

__global__ void __launch_bounds__(64) pack8(const float *src9, const float *in10, const char *coef11)
{
	extern __shared__ int dyn_12[];
	unsigned tid13 = (blockIdx.x * blockDim.x) + threadIdx.x;
	(void)tid13;
	if (!(in10[blockDim.z] != dyn_12[7])) {
		goto skip14;
	}
	dyn_12[2] ^= (34u - (warpSize)) - ((long)in10[3]);
	dyn_12[5]--;
skip14:;
}

double run_split15(const unsigned short *src16)
{
	switch (src16[0x4]) {
	case 0:
		break;
	case 0b1011: {
		auto fn17 = []() {};
		fn17();
		break;
	}
	case 0x9: {
		for (int j18 = 0x0; j18 < 0x7; j18++) {
			cudaError_t err19 = cudaGetLastError();
			int ok20 = err19 == cudaSuccess ? 1 : 0;
			(void)ok20;
			cudaStream_t stream21;
			cudaStreamCreate(&stream21);
			cudaStreamSynchronize(stream21);
		}
		float base22 = -expf(771ll);
		(void)base22;
		break;
	}
	default:
		break;
	}
	return sinf(src16[3]);
}

int main()
{
	int n23 = 4007;
	if constexpr (sizeof(int) == 4) {
		{
			switch (n23) {
			case 8:
				break;
			}
			static_assert(sizeof(int) == 4, "size check");
		}
		pack8<<<(256), CHUNK_2 + (CHUNK_2 + 48)>>>(nullptr, (const float*)nullptr, nullptr);
	} else {
		cudaEvent_t start24, stop25;
		cudaEventCreate(&start24);
		cudaEventCreate(&stop25);
		cudaEventRecord(start24);
		cudaEventRecord(stop25);
		cudaEventSynchronize(stop25);
		float ms26 = 0.0f;
		cudaEventElapsedTime(&ms26, start24, stop25);
		cudaEventDestroy(start24);
		cudaEventDestroy(stop25);
	}
	return 0;
}
