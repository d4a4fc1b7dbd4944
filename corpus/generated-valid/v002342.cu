// cudagen 0.1 seed 2342 valid
// features: kernel,launch_bounds,grid_constant,launch,launch_shared_mem,launch_stream,builtin_vars,host_function,static_host_function,main,constexpr_var,auto_var,struct,struct_methods,enum_class,if,ternary,bitwise,shift,comparison,incdec,pointer_arith,member_access,array_index,call,lit_int_hex,lit_int_octal,lit_int_suffix,lit_float,lit_char,lit_nullptr,cast_c,cast_functional,cast_static,sizeof
#include "prelude.cuh"

#define STR_IMPL_1(x) #x
#define STR_2(x) STR_IMPL_1(x)

struct Pixel3 {
	long long y4;
	long count5;
	float flag6;
	int weight7;
	__host__ __device__ long reset8() const {
		return 0x31;
	}
	__host__ __device__ void total9(unsigned s10) {
		if (((s10 == weight7) ? 33 : weight7) < count5) {
			return;
		}
	}
};
constexpr unsigned WIDTH11 = 2;

__global__ void probe12_kernel(unsigned int beta13, long p14, __grid_constant__ const Pixel3 a15, unsigned *out16) {
	int idx17 = (blockIdx.x * blockDim.x) + threadIdx.x;
	if (idx17 >= p14) {
		return;
	}
	Pixel3 s18 = a15;
	if (beta13 < WIDTH11) {
		return;
	}
	if (out16 == nullptr) {
		return;
	}
	auto h19 = ((p14 | 62) * 51) ^ short(WIDTH11);
	h19 = *out16;
	if (s18.weight7 + 1) {
		return;
	}
	int res20{static_cast<int>(18)};
}
enum class State21 : unsigned int { Off22, Low23 = 4 };

__global__ void __launch_bounds__(128) bias24_kernel(int count25, __grid_constant__ const Pixel3 cfg26, float *acc27) {
	int i28 = (blockIdx.x * blockDim.x) + threadIdx.x;
	if (i28 >= count25) {
		return;
	}
	acc27[7]++;
	(*acc27) = 10.5F;
	State21 base29 = State21::Low23;
}

static char pivot30(float a31) {
	a31 = 0x29;
	a31 = WIDTH11;
	return (a31 < WIDTH11) ? ((unsigned int)WIDTH11) : a31;
}

int main() {
	int len32 = 3935;
	len32 = (pivot30(WIDTH11 + len32) != WIDTH11) ? ((WIDTH11 - len32) ^ (WIDTH11 & len32)) : 'a';
	pivot30(0ull);
	bool idx33 = len32;
	len32 = idx33 ? (~(63U | idx33)) : (15 - pivot30(-3));
	probe12_kernel<<<(len32 + 255) / 256, (WIDTH11 + 6) * (WIDTH11 + 14), sizeof(float) * (WIDTH11 + (WIDTH11 + 60)), 0>>>(+pivot30(3.5F), pivot30(WIDTH11 * idx33), Pixel3{}, nullptr);
	bias24_kernel<<<512, 4 * (WIDTH11 + 016), WIDTH11 + (WIDTH11 + 1020)>>>(pivot30(57l >> len32), Pixel3{}, (float*)nullptr);
	return 0;
}
