// cudagen 0.2 seed 262 valid headers
// features: kernel,launch_bounds,launch,launch_shared_mem,launch_stream,builtin_vars,host_function,default_args,main,device_array,constexpr_var,if,ternary,compound_assign,shift,comparison,pointer_arith,array_index,lit_int_hex,lit_int_suffix,lit_bool,lit_nullptr,cast_static,cast_reinterpret,lambda,macro_object,macro_statement,nttp_enum,if_constexpr,runtime_api
// nvcc: --extended-lambda
#include <cuda_runtime.h>
#include <cmath>
#include <cstdio>
#include <cooperative_groups.h>

#define RADIUS_1 8
#define BLOCK_SIZE_2 (32)
#define WARPS_3 (BLOCK_SIZE_2 + 224)
#define SWAP_4(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)

__global__ void __launch_bounds__(RADIUS_1 + 504, 1) drift5_kernel(const int *src6, const size_t *input7, int *acc8, unsigned char *dst9) {
	unsigned int i10 = threadIdx.x;
	float h11 = i10;
	(void)h11;
	unsigned int r12{4323};
	(void)r12;
	if ((*input7) != (*acc8)) {
		return;
	}
	if (i10 <= 16) {
		return;
	}
	(*acc8) >>= *src6;
}
enum class Mode13 { Add, Mul, Sub };
template <Mode13 O = Mode13::Add>
int apply14(int a, int b) {
	if constexpr (O == Mode13::Add) {
		return a + b;
	} else if constexpr (O == Mode13::Mul) {
		return a * b;
	} else {
		return a - b;
	}
}
int policy15(int x) {
	return apply14<Mode13::Add>(x, 2) + apply14<Mode13::Mul>(x, 1) + apply14<Mode13::Sub>(x, 1) + apply14<>(x, x);
}
__device__ size_t d_rank16[4] = {14L, 1140};

unsigned int run_smooth17(unsigned long q18, int *acc19, int lane20 = 0xb8c) {
	bool lo21 = (0x2C != q18) ? q18 : (true - (acc19[lane20] * false));
	(void)lo21;
	lane20 += 4008 - lane20;
	return BLOCK_SIZE_2 + (lane20 + BLOCK_SIZE_2) + static_cast<unsigned int>(44);
}

int main() {
	int size22 = 1568;
	double cnt23 = (+(14 >> size22)) + (size22 << size22);
	auto step28 = []() {
		int device24 = 0;
		cudaGetDevice(&device24);
		cudaDeviceProp prop25;
		cudaGetDeviceProperties(&prop25, device24);
		int sms26 = prop25.multiProcessorCount + prop25.warpSize;
		cudaStream_t stream27;
		cudaStreamCreate(&stream27);
		cudaStreamSynchronize(stream27);
	};
	step28();
	int *base29 = nullptr;
	if ((size22 * cnt23) > 64) {
		return size22 + size22 + 37;
	}
	int device30 = 0;
	cudaGetDevice(&device30);
	cudaDeviceProp prop31;
	cudaGetDeviceProperties(&prop31, device30);
	int sms32 = prop31.multiProcessorCount + prop31.warpSize;
	(void)sms32;
	drift5_kernel<<<(0x10), 256, 0, 0>>>(base29, reinterpret_cast<const size_t*>(base29), base29, reinterpret_cast<unsigned char*>(base29));
	return 0;
}
