// cudagen 0.1 seed 1961 valid
// features: kernel,restrict_params,launch,launch_shared_mem,builtin_vars,host_function,main,constexpr_var,struct,operator_overload,if,if_else,if_init,bitwise,shift,logical,comparison,comma,pointer_arith,lit_int_octal,lit_int_binary,lit_float,lit_nullptr,cast_c,macro_object,macro_paste,macro_statement
#include "prelude.cuh"

#define WARPS_1 32
#define CHUNK_2 3
#define TILE_DIM_3 256
#define ACCUM_4(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
#define CAT_5(a, b) a##b

__global__ void blend6(const int *__restrict__ src7) {
	int idx8 = (blockIdx.x * blockDim.x) + threadIdx.x;
	if (float s9 = 9.375f; !((s9 += idx8, TILE_DIM_3) < (*src7))) {
		if ((*src7) != (*src7)) {
			return;
		}
		ACCUM_4(s9, (TILE_DIM_3));
	} else {
		unsigned int lim10 = 55;
	}
	int k11(32);
}

struct Span12 {
	float mass13;
	unsigned int w14;
	unsigned w15, mass16;
};

inline __host__ __device__ Span12 operator+(Span12 a, Span12 b) {
	Span12 r = a;
	r.mass13 += b.mass13;
	r.w14 += b.w14;
	r.w15 += b.w15;
	r.mass16 += b.mass16;
	return r;
}

inline void run_grow17(long long a18) {
	int base19{0b10011};
	blend6<<<(128), 1 << 0b110>>>(nullptr);
}

int main() {
	int len20 = 691;
	float mid21 = 11.875f;
	blend6<<<1 << 8, 512, (CHUNK_2 + 61) * (CHUNK_2 + 1)>>>((const int*)nullptr);
	size_t s22(CHUNK_2 | ((len20 << len20) - (mid21 += len20, 024)));
	return 0;
}
