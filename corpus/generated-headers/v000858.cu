// cudagen 0.2 seed 858 valid headers
// features: kernel,restrict_params,launch,launch_dim3,launch_shared_mem,launch_stream,builtin_vars,host_function,main,shared_var,extern_shared,constexpr_var,local_array,if,while,goto,shift,logical,comparison,pointer_arith,array_index,call,lit_int_hex,lit_int_binary,lit_int_suffix,lit_char,lit_nullptr,cast_c,cast_static,cast_reinterpret,sizeof,macro_function,macro_statement,partial_specialization,sfinae,runtime_api,hdr_cmath,hdr_cstdio
#include <cuda_runtime.h>
#include <cstdio>
#include <type_traits>
#include <cooperative_groups.h>

#define ADD3_1(a, b, c) ((a) + (b) + (c))
#define ACCUM_2(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
template <typename F>
__global__ void applyEach3(F f, int *data, int n) {
	int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
	if (i < n) {
		data[i] = f(data[i]);
	}
}
struct Sized4 { __host__ __device__ int size() const { return 14; } };
template <typename T> __host__ __device__ auto sizeOf5(const T &v, int) -> decltype(v.size()) { return v.size(); }
template <typename T> __host__ __device__ int sizeOf5(const T &, long) { return 1; }
template <typename...> struct MakeVoid6 { using type = void; };
template <typename T, typename = void> struct HasSize7 { static constexpr int value = 0; };
template <typename T> struct HasSize7<T, typename MakeVoid6<decltype(T().size())>::type> { static constexpr int value = 1; };
__host__ __device__ int probe8(int x) {
	Sized4 s{};
	return sizeOf5(s, 0) + sizeOf5(x, 0) + HasSize7<Sized4>::value + HasSize7<int>::value;
}

__global__ void fuse9(long *data10, const float *src11, int *dst12, int *__restrict__ buf13) {
	extern __shared__ float dyn_14[];
	unsigned int i15 = threadIdx.x;
	fabsf(1 - (gridDim.z));
	unsigned int mid16[6]{static_cast<unsigned>(dyn_14[4]), i15, i15, i15, 'A', 8U};
	(void)mid16;
	constexpr float q17 = -0x1e;
	(void)q17;
}

short int host_update18(float *__restrict__ dst19, int len20) {
	if (((+dst19[7]) <= 30) || (!dst19)) {
		int w21 = 0;
		while (w21 < w21) {
			short f22 = ((unsigned short)0x17);
			(void)f22;
			fuse9<<<dim3(sizeof(int) * 32, (1), (len20 + 255) / 256), 128, 1 << 8>>>(reinterpret_cast<long*>(dst19), dst19, reinterpret_cast<int*>(dst19), reinterpret_cast<int*>(dst19));
			++w21;
		}
		fuse9<<<(128), 1 << 7, 256 * 4, (cudaStream_t)0>>>(reinterpret_cast<long*>(dst19), dst19, reinterpret_cast<int*>(dst19), reinterpret_cast<int*>(dst19));
	}
	printf("lane %d\n", static_cast<int>(len20));
	if (((*dst19) < len20) || (dst19[0b110] <= '0')) {
		goto done23;
	}
	fuse9<<<(0x40), sizeof(unsigned int) * 128>>>(reinterpret_cast<long*>(dst19), dst19, reinterpret_cast<int*>(dst19), (int*)nullptr);
done23:;
	return -floorf((float)dst19[len20]);
}

int main() {
	int len24 = 2109;
	(void)len24;
	fuse9<<<sizeof(float) * 8, sizeof(float) * 0x40>>>(nullptr, nullptr, nullptr, nullptr);
	int device25 = 0;
	cudaGetDevice(&device25);
	cudaDeviceProp prop26;
	cudaGetDeviceProperties(&prop26, device25);
	int sms27 = prop26.multiProcessorCount + prop26.warpSize;
	(void)sms27;
	return 0;
}
