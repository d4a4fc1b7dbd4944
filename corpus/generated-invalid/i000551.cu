// cudagen 0.1 seed 551 invalid:duplicate_case
// features: kernel,launch,launch_shared_mem,launch_stream,builtin_vars,main,host_global,struct,struct_methods,operator_overload,if,compound_assign,bitwise,comparison,incdec,comma,pointer_arith,address_of,array_index,lit_int_suffix,lit_float,lit_nullptr,cast_static,sizeof,macro_statement
#include "prelude.cuh"

#define SWAP_1(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)

struct Span2 {
	double flag3;
	int x4;
};
static int g_step5;

struct Particle6 {
	float sum7;
	long x8;
	unsigned int count9;
};

__global__ void reduce10_kernel(const float *input11, int *data12) {
	int gid13 = (blockIdx.x * blockDim.x) + threadIdx.x;
	data12[gid13] %= -19;
	if (input11[0] != 17) {
		if (gridDim.x == threadIdx.x) {
			double v14 = (data12[gid13] += 15ul, input11[2]);
			v14 = (static_cast<unsigned int>(61ull));
			v14 += 4.25 - (data12[gid13] + threadIdx.z);
		}
		char w15 = gid13 - threadIdx.y;
	}
}

struct Particle16 {
	int mass17;
	int mass18;
	__host__ __device__ void get19(double f20) {
		mass17++;
		if (f20 != mass18) {
			return;
		}
	}
	__host__ __device__ int total21() const {
		return mass17;
	}
};

inline __host__ __device__ Particle16 operator+(Particle16 a, Particle16 b) {
	Particle16 r = a;
	r.mass17 += b.mass17;
	r.mass18 += b.mass18;
	return r;
}

int main() {
	int size22 = 2799;
	switch (size22) {
	case 9:
	    ++size22;
	    break;
	case 9:
	    --size22;
	    break;
	}
	int lo23 = g_step5;
	lo23++;
	lo23 /= size22;
	reduce10_kernel<<<(4), 128, sizeof(int) * 128, (cudaStream_t)0>>>(nullptr, &size22);
	return 0;
}
