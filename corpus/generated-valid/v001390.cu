// cudagen 0.1 seed 1390 valid
// features: kernel,launch_bounds,launch,launch_shared_mem,builtin_vars,host_function,constexpr_function,main,struct,struct_methods,if,if_else,goto,static_assert,ternary,compound_assign,shift,comparison,incdec,pointer_arith,array_index,call,lit_int_hex,lit_int_suffix,lit_nullptr,cast_static,cast_reinterpret,sizeof,macro_function
#include "prelude.cuh"

#define SQR_1(x) ((x) * (x))
#define LOW_BITS_2(x) ((x) & 0xF)

struct Cell3 {
	int x4;
	long long id5;
	unsigned vel6;
	__host__ __device__ int bump7() const {
		return (x4 << vel6) + (15 / id5);
	}
};
static_assert(sizeof(int) == 4, "expected value");

__global__ void spread8_kernel(const unsigned* input9, const unsigned int* src10) {
	int gid11 = (blockIdx.x * blockDim.x) + threadIdx.x;
	if (gid11 <= (input9[0x2] * input9[gid11])) {
	} else {
		Cell3 cnt12 = Cell3{1, static_cast<long long>(*input9), 61ul};
	}
	if ((src10[gid11] + input9[0]) == 53) {
		return;
	}
	if (threadIdx.z > input9[gid11]) {
		return;
	}
	int mid13 = gid11;
}

__global__ void __launch_bounds__(sizeof(int) * 128) clamp14(int* buf15) {
	int gid16 = (blockIdx.x * blockDim.x) + threadIdx.x;
	int r17{static_cast<int>(gid16)};
	int e18 = 0x7;
	bool m19 = *buf15;
	unsigned int* val20 = reinterpret_cast<unsigned*>(buf15);
	if (e18 <= e18) {
		goto out21;
	}
	--val20[3];
	e18 += gid16;
	val20[4] /= e18;
out21:;
}

struct Sample22 {
	float vel23;
	int lo24;
	char flag25;
	float lo26;
};

constexpr int host_apply27(int count28, unsigned int b29) {
	return 0x17;
}

int main() {
	int n30 = 0xA00;
	spread8_kernel<<<(n30 + 127) / 128, sizeof(float) * 8, sizeof(double) * 32>>>(nullptr, nullptr);
	int hi31 = host_apply27((host_apply27(n30, 0x12l) <= 0x9) ? n30 : (2257UL << n30), 59ul);
	n30 = 20UL;
	clamp14<<<sizeof(float) * 8, 0x20>>>(nullptr);
	return 0;
}
