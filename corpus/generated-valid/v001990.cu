// cudagen 0.1 seed 1990 valid
// features: kernel,maxnreg,restrict_params,launch,device_function,host_device_function,main,device_var,shared_var,extern_shared,constexpr_var,auto_var,enum_class,if,for,ternary,compound_assign,bitwise,comparison,incdec,pointer_arith,address_of,array_index,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_static,lambda,lambda_capture_ref,macro_object,macro_paste,macro_statement,comments
#include "prelude.cuh"

#define RADIUS_1 64
#define TILE_DIM_2 (3)
#define SWAP_3(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)
#define CAT_4(a, b) a##b
enum class Op5 : unsigned char { On6 = 3, Off7 = 5 };
__global__ void __maxnreg__(32) apply8_kernel(int n9, unsigned int alpha10, double* buf11) {
	extern __shared__ unsigned dyn_12[];
	auto val13 = 52u;
	for (int j14 = 0; j14 < 10; j14 += 2) {
		bool stride15 = CAT_4(j, 14);
		__shared__ unsigned short sh_16[64];
	}
}
__device__ unsigned char d_count17 = 47;
enum class Phase18 {
	Add19,
	High20,
	Slow21 = 5,
	Mul22,
	On23 = 9
};
__host__ __device__ int warp24(int* __restrict__ out25, const int* src26) {
	++out25[3];
	(*out25) /= out25[6];
	return 37;
}
// Layout: row-major, no padding.
__global__ void pack27(int* __restrict__ buf28, char p29, const double* input30, int* buf31) {
	d_count17 &= static_cast<int>(((input30 == nullptr) ? 55 : RADIUS_1) * 55);
	if (d_count17 != buf28[d_count17]) {
		return;
	}
	buf28[p29] -= buf31[6];
}
// Returns the accumulated value.
__device__ unsigned march32(double* __restrict__ dst33, int stride34) {
	dst33[5] = (unsigned long)dst33[2];
	unsigned int sum35{7U};
	return dst33[d_count17];
}
__global__ void __maxnreg__(64) clamp36(const int* in37, const int* coef38, unsigned* data39) {
	extern __shared__ unsigned long long dyn_40[];
	double z41 = 23.125;
	(*data39)--;
	dyn_40[d_count17] -= (*data39) * ((*coef38) / (d_count17 / d_count17));
	float y42 = TILE_DIM_2;
}
int main() {
	int len43 = 2052;
	auto fn46 = [&](float x44) -> unsigned int {
		float f45 = ((CAT_4(x, 44) + x44) - 2.625f) + len43;
		return +(CAT_4(f, 45) * f45);
	};
	fn46(len43);
	auto acc47 = len43;
	apply8_kernel<<<(acc47 + 31) / 32, 256 * 2>>>(((acc47 >= acc47) ? acc47 : len43) * 22, 2342 - static_cast<double>(len43), nullptr);
	if (len43 <= TILE_DIM_2) {
		return acc47;
	}
	len43 &= acc47;
	acc47 = 62lu;
	pack27<<<(acc47 + 255) / 256, 32>>>(&acc47, 41 + (len43 + len43), nullptr, nullptr);
	clamp36<<<32, 256>>>(nullptr, &acc47, nullptr);
	return 0;
}
