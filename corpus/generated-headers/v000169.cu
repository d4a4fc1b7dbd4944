// cudagen 0.2 seed 169 valid headers
// features: kernel,kernel_static,launch,builtin_vars,main,shared_var,constexpr_var,local_array,compound_assign,shift,incdec,comma,pointer_arith,array_index,call,lit_int_octal,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_functional,cast_static,macro_object,pp_ifdef,union,multiple_inheritance,hdr_cmath
#include <cuda_runtime.h>
#include <algorithm>
#include <cmath>
#include <cstdio>
#include <cuda/std/array>
#include <cuda/std/functional>

#define TILE_DIM_1 16
#define BLOCK_SIZE_2 (64)
#define STR_IMPL_3(x) #x
#define STR_4(x) STR_IMPL_3(x)

#ifdef USE_FAST_PATH_5
#define TUNE_6 16
#else
#define TUNE_6 53
#endif
struct Base8 {
	int m0;
	int get0() const { return m0 * 2; }
};
struct Base9 {
	int m1;
	int get1() const { return m1 * 5; }
};
struct Combo7 : public Base8, public Base9 {
	int own;
	int sum() const { return get0() + get1() + own; }
};
int mix10(int x) {
	Combo7 d{};
	d.m0 = x + 0;
	d.m1 = x + 1;
	d.own = x;
	return d.sum();
}
union Word11 {
	unsigned u;
	float f;
	unsigned char bytes[4];
};
__host__ __device__ int use12(int x) {
	Word11 v{};
	v.u = static_cast<unsigned>(x);
	return static_cast<int>(v.bytes[1]) + static_cast<int>(v.u);
}

static __global__ void sweep13(long long* data14, float* acc15) {
	unsigned idx16 = threadIdx.x;
	(void)idx16;
	acc15[threadIdx.y] *= double(((unsigned int)45) >> ((*data14) + blockDim.z));
	__shared__ int sh_17[32];
	(void)sh_17;
}

int main() {
	int size18 = 07135;
	size18--;
	size18 = fmaxf(8, size18 - TUNE_6);
	float tmp19 = sqrtf(fmaxf(-15.875F, size18)) - 11.25f;
	tmp19 /= 24.0f;
	(++size18, (tmp19 = tmp19));
	int r20[5]{static_cast<int>(tmp19), 57ul, static_cast<int>(15l), -053, 46lu};
	(void)r20;
	sweep13<<<4, 128>>>(nullptr, nullptr);
	return 0;
}
