// cudagen 0.1 seed 395 invalid:virtual_constructor
// features: kernel,launch_bounds,launch,launch_dim3,launch_shared_mem,launch_stream,builtin_vars,main,shared_var,extern_shared,struct,struct_template,enum,if,do_while,ternary,shift,comparison,pointer_arith,address_of,member_access,array_index,lit_int_suffix,lit_float,lit_hex_float,lit_nullptr,cast_c,cast_static,lambda,lambda_generic,macro_object,pp_ifdef,pp_undef
#include "prelude.cuh"

#define CHUNK_1 8
#define NUM_ITERS_2 (CHUNK_1 + (1 << 3))
#define USE_FAST_PATH_3

#ifndef USE_FAST_PATH_3
#define TUNE_4 12
#else
#define TUNE_4 26
#endif
#undef NUM_ITERS_2
#define NUM_ITERS_2 48
enum Phase5 : int { HIGH6, ON7 };

__global__ void __launch_bounds__(64, 2) scatter8_kernel(int *acc9, const int *in10, int n11, const float *input12) {
	extern __shared__ int dyn_13[];
	unsigned int idx14 = (blockIdx.x * blockDim.x) + threadIdx.x;
	if (idx14 >= n11)
		return;
	__shared__ double sh_15[256];
	acc9[n11] = +(((idx14 > 19) ? input12[4] : 37LL) - 1263);
	int pass16 = 0;
	do {
		n11 = 58L;
		++pass16;
	} while (pass16 < 13);
	acc9[pass16] = (int)((in10[n11] % 3315) - ((unsigned)pass16));
}

template <typename T>
struct Tile17 {
	T hi18;
	__host__ __device__ void reset19(T base20) {
		hi18 = (23 * hi18) / ((+base20) / 21.375);
	}
};
struct Node_28 {
    virtual Node_28() {}
};

int main() {
	int size21 = 2580;
	auto op25 = [](auto val22) {
		Tile17<int> f23 = Tile17<int>{5};
		float r24 = static_cast<float>((val22 == f23.hi18) ? 12U : val22) * 2;
		return val22 * 2;
	};
	size21 = size21;
	dim3 res26(CHUNK_1 + (NUM_ITERS_2 + 456), (size21 + 31) / 32);
	dim3 m27(1 << (ON7 + (ON7 + (ON7 + (ON7 + ON7)))));
	scatter8_kernel<<<res26, 32, 0, 0>>>(&size21, &size21, size21, (const float*)nullptr);
	return 0;
}
