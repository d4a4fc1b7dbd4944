// cudagen 0.1 seed 1619 valid
// features: kernel,restrict_params,launch,builtin_vars,device_function,host_device_function,constexpr_function,main,local_array,auto_var,struct,struct_methods,operator_overload,if,switch,ternary,compound_assign,bitwise,shift,logical,comparison,incdec,comma,pointer_arith,member_access,array_index,call,method_call,lit_int_suffix,lit_float,lit_char,lit_nullptr,cast_c,cast_static,macro_function
#include "prelude.cuh"

#define HALF_1(x) ((x) / 2)
#define HALF_2(x) ((x) / 2)

__device__ int tile3(const size_t* coef4) {
	float prod5[3]{static_cast<float>(60lu), -14.0F, 4.0f};
	prod5[1] = 17.75f;
	int cnt6 = prod5[1];
	float f7 = 7.625f;
	return cnt6 & ((*coef4) * 61);
}

constexpr __host__ __device__ int shade8(int stride9) {
	int sum10 = 25ul;
	return sum10;
}

struct Span11 {
	double val12;
	signed char sum13;
	__host__ __device__ signed char get14() const {
		return 127 - static_cast<float>(sum13);
	}
	__host__ __device__ double bump15() const {
		return HALF_2(sum13 * 15l);
	}
};

inline __host__ __device__ Span11 operator+(Span11 a, Span11 b) {
	Span11 r = a;
	r.val12 += b.val12;
	r.sum13 += b.sum13;
	return r;
}

inline __device__ void reduce16(long long* __restrict__ acc17, int stride18) {
	stride18 += (18ULL & (*acc17)) & ((*acc17) += 'A', acc17[3]);
	shade8((int)blockIdx.x);
	(stride18--, ((*acc17) *= 4414l));
	acc17[stride18] = 47ULL;
	float u19 = shade8(HALF_1(stride18 | stride18));
	size_t m20[2] = {static_cast<size_t>((stride18 += acc17[4], 51))};
}

__device__ void mix21(int count22, Span11 alpha23) {
	count22 = -23;
	switch (alpha23.sum13 ^ '0') {
	case 2 * 4:
		if (!(alpha23.val12 > 58)) {
			break;
		}
		break;
	}
	count22 |= 40;
	float u24(HALF_1(alpha23.get14()));
	alpha23.get14();
}

__global__ void pack25_kernel(int* dst26, int len27) {
	int tid28 = threadIdx.x;
	if (tid28 >= len27) {
		return;
	}
	int r29 = *dst26;
	unsigned long s30[5] = {38, 35, 4UL, 2ul};
	s30[3] = HALF_2(tile3(s30));
	auto v31 = s30[threadIdx.x];
	double diff32 = (dst26[v31] >> (3 - r29)) + blockDim.x;
}

int main() {
	int count33 = 1156;
	count33 = ((count33 > (count33 | 4)) ? 28L : 16lu) * count33;
	count33 = (~(7 - count33)) | count33;
	(--count33, (count33 = count33 >> (count33 * shade8(count33))));
	shade8(count33);
	pack25_kernel<<<(8), 128>>>(static_cast<int*>(nullptr), count33);
	return 0;
}
