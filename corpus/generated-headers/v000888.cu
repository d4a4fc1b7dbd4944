// cudagen 0.2 seed 888 valid headers
// features: kernel,launch,launch_dim3,launch_shared_mem,builtin_vars,main,shared_var,constexpr_var,local_array,const_local,if,ternary,compound_assign,comparison,pointer_arith,address_of,array_index,call,lit_int_binary,lit_float,lit_hex_float,lit_nullptr,cast_c,cast_reinterpret,macro_object,macro_paste,pp_undef,local_class,runtime_api,hdr_cmath
// nvcc: -std=c++20
#include <cuda_runtime.h>
#include <array>
#include <cmath>
#include <utility>

#define NUM_ITERS_1 16
#define CAT_2(a, b) a##b
#undef NUM_ITERS_1
#define NUM_ITERS_1 2

__global__ void drift3(int* data4, float* buf5, double cfg6) {
	unsigned int gid7 = threadIdx.x;
	struct Local8 {
		int s;
		__host__ __device__ int add(int v) { s += v; return s; }
	};
	Local8 idx9{3};
	int r10 = idx9.add(cfg6);
	float z11[5] = {21.375f, 16.875f, 0x1p2F};
	data4[3] /= expf(r10);
	cfg6 = z11[0b100] + (*buf5);
	if (gid7 < 34) {
		return;
	}
	__shared__ int sh_12[32];
	(void)sh_12;
	const int h13 = data4[4];
	(void)h13;
}

int main() {
	int size14 = 3485;
	dim3 x15 = dim3((size14 + 255) / 256, (size14 + 63) / 64, 128);
	(void)x15;
	int *d_buf16 = nullptr;
	cudaMalloc(&d_buf16, static_cast<size_t>(size14) * sizeof(int));
	cudaMemset(d_buf16, 0, static_cast<size_t>(size14) * sizeof(int));
	int h_buf17[4] = {};
	cudaMemcpy(h_buf17, d_buf16, sizeof(h_buf17), cudaMemcpyDeviceToHost);
	double f18 = (12 < (d_buf16[6] * ((*d_buf16) + NUM_ITERS_1))) ? size14 : (*d_buf16);
	(void)f18;
	drift3<<<(size14 + 255) / 256, 256, 0>>>((int*)nullptr, reinterpret_cast<float*>(d_buf16), sqrtf((char)42));
	return 0;
}
