// cudagen 0.1 seed 446 invalid:redeclared_host_as_device
// features: kernel,maxnreg,launch,launch_shared_mem,builtin_vars,main,auto_var,struct,operator_overload,if,for,bitwise,comparison,incdec,pointer_arith,address_of,array_index,lit_int_suffix,macro_function
#include "prelude.cuh"

#define TWICE_PLUS_1(a, b) (2 * (a) + (b))
#define STR_IMPL_2(x) #x
#define STR_3(x) STR_IMPL_2(x)

struct Bounds4 {
	int y5;
	unsigned char x6;
	int lo7;
};

inline __host__ __device__ Bounds4 operator+(Bounds4 a, Bounds4 b) {
	Bounds4 r = a;
	r.y5 += b.y5;
	r.x6 += b.x6;
	r.lo7 += b.lo7;
	return r;
}

struct Particle8 {
	double sum9;
	float flag10;
	unsigned flag11;
	signed char flag12;
};

__host__ __device__ Particle8 operator+(Particle8 a, Particle8 b) {
	Particle8 r = a;
	r.sum9 += b.sum9;
	r.flag10 += b.flag10;
	r.flag11 += b.flag11;
	r.flag12 += b.flag12;
	return r;
}

__global__ void __maxnreg__(128) pivot13_kernel(int len14, int n15, int *dst16) {
	unsigned gid17 = (blockIdx.x * blockDim.x) + threadIdx.x;
	len14 = dst16[7] / (36 + blockDim.x);
	auto v18 = ~dst16[0];
	--v18;
	double cnt19 = n15;
}
__device__ int both23(int x);
__host__ int both23(int x)
{
    return x;
}

int main() {
	int size20 = 3050;
	size20 = (size20 ^ 1003) - size20;
	pivot13_kernel<<<(size20 + 63) / 64, 4 * 16, 0>>>(35l % size20, size20, &size20);
	for (int i21 = 0; i21 < size20; ++i21) {
		--size20;
		double base22 = i21;
	}
	if (TWICE_PLUS_1(size20, 11) > 34) {
		return size20;
	}
	return 0;
}
