// cudagen 0.2 seed 610 valid headers
// features: kernel,launch_bounds,launch,main,shared_var,extern_shared,constexpr_var,if,nested_block,comparison,pointer_arith,array_index,lit_int_hex,lit_int_suffix,lit_nullptr,cast_static,cast_reinterpret,macro_object,pp_ifdef,pp_undef,local_class,multiple_inheritance,hdr_cstdio
// nvcc: --extended-lambda
#include <cuda_runtime.h>
#include <array>
#include <algorithm>
#include <cmath>
#include <cstdio>
#include <thrust/device_vector.h>
#include <thrust/fill.h>
#include <thrust/reduce.h>

#define CHUNK_1 32
#define NUM_ITERS_2 4
#define BLOCK_SIZE_3 64
#define CAT_4(a, b) a##b
#define USE_FAST_PATH_5

#ifndef USE_FAST_PATH_5
#define TUNE_6 12
#else
#define TUNE_6 63
#endif
#undef BLOCK_SIZE_3
#define BLOCK_SIZE_3 12
struct Trait8 {
	int m0;
	int get0() const { return m0 * 5; }
};
struct Part9 {
	int m1;
	int get1() const { return m1 * 2; }
};
struct Base10 {
	int m2;
	int get2() const { return m2 * 3; }
};
struct Combo7 : Trait8, public Part9, Base10 {
	int own;
	int sum() const { return get0() + get1() + get2() + own; }
};
int mix11(int x) {
	Combo7 d{};
	d.m0 = x + 0;
	d.m1 = x + 1;
	d.m2 = x + 2;
	d.own = x;
	const Trait8 &b = d;
	return d.sum() + b.get0();
}

__global__ void __launch_bounds__((NUM_ITERS_2 + (BLOCK_SIZE_3 + 16)) * (NUM_ITERS_2 + 12), 2) filter12(const float *input13, const int *in14) {
	extern __shared__ float dyn_15[];
	if ((input13[0x2] / CHUNK_1) < in14[5])
		return;
	{
		__shared__ long sh_16[128];
		(void)sh_16;
		printf("lane %d\n", static_cast<int>(58));
	}
	struct Local17 {
		int s;
		__host__ __device__ int add(int v) { s += v; return s; }
	};
	Local17 acc18{7};
	int h19 = acc18.add(53ul);
	(void)h19;
}

int main() {
	int n20 = 0xc69;
	const double *flag21 = static_cast<const double*>(nullptr);
	filter12<<<(n20 + 255) / 256, 128>>>(reinterpret_cast<const float*>(flag21), reinterpret_cast<const int*>(flag21));
	return 0;
}
