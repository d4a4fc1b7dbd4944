// cudagen 0.1 seed 2270 valid
// features: kernel,launch_bounds,launch,launch_dim3,launch_shared_mem,launch_stream,host_device_function,device_template_function,host_function,main,constant_array,constexpr_var,local_array,auto_var,struct,operator_overload,aligned_struct,enum_class,if,if_else,static_assert,ternary,bitwise,shift,logical,comparison,incdec,pointer_arith,address_of,member_access,array_index,call,lit_int_hex,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,lit_hex_float,lit_char,lit_char_escape,lit_nullptr,cast_c,cast_static,cast_reinterpret,sizeof,macro_object,macro_stringize
#include "prelude.cuh"

#define BLOCK_SIZE_1 8
#define STR_IMPL_2(x) #x
#define STR_3(x) STR_IMPL_2(x)

__host__ __device__ int decay4(unsigned long alpha5, const float *coef6, short beta7) {
	if (((beta7) & 1))
		return alpha5;
	beta7 = ((alpha5 * alpha5) % (beta7 - beta7));
	alpha5 = BLOCK_SIZE_1;
	if ((alpha5 >= (beta7 * 8)) || (alpha5 < beta7)) {
		++beta7;
		float h8 = (alpha5 / BLOCK_SIZE_1) - (((coef6 == nullptr) || (032 == (*coef6))) ? alpha5 : ((beta7 <= BLOCK_SIZE_1) ? 7 : coef6[alpha5]));
	}
	return ((alpha5 == (alpha5 >> beta7)) ? 3566 : alpha5) * (0x39 % beta7);
}
constexpr int BLOCK9 = 5;

struct alignas(8) Span10 {
	double val11;
	int val12;
	long weight13;
};

inline __host__ __device__ Span10 operator+(Span10 a, Span10 b) {
	Span10 r = a;
	r.val11 += b.val11;
	r.val12 += b.val12;
	r.weight13 += b.weight13;
	return r;
}
__constant__ float c_pack14[4] = {13u, 11.125F, 0x3B};

void host_sweep15(const int *src16) {
	Span10 mid17 = {9.0, -3117l, 56LL};
	cudaStream_t tmp18 = 0;
	const char *hi19 = STR_3(hello);
}

template <typename T, typename U>
inline __host__ __device__ void warp20(U b21, int *dst22, int n23) {
	if (!(n23 >= 58)) {
		double q24 = (b21 - decay4(32, reinterpret_cast<const float*>(dst22), n23)) * BLOCK9;
	}
	static_assert(sizeof(int) == 4, "expected value");
	if ((n23 - 60l) != 0x24ul)
		return;
	if ((dst22[n23 & 7] * b21) != 35L)
		return;
	n23 = decay4(45, reinterpret_cast<const float*>(dst22), b21);
	U q25{b21};
}

__global__ void blend26(float *acc27, float b28, long long p29, long long *out30) {
	Span10 e31 = {0x1p2, BLOCK9, 5l};
	if (((e31.val12 + 0x34) & 1))
		return;
	int acc32(static_cast<unsigned char>(p29) << ((*out30) + (BLOCK9 | p29)));
	if ((e31.val12 <= BLOCK9) && (3 > (*out30)))
		return;
	if (!(acc27[p29] != BLOCK_SIZE_1))
		return;
	unsigned long v33[6]{64, 9UL, 5lu, 377, 0x3U, 3};
}

__host__ __device__ float gather34(const Span10 &cfg35, float *acc36) {
	char w37[2 * 0b10]{44lu, 0x19, static_cast<char>(0b100110), 39};
	if (acc36 != nullptr)
		return 3ul;
	warp20<double, long>((((cfg35.weight13 < cfg35.val12) ? w37[0x0] : BLOCK9) < 16ull) ? 7 : ((*acc36) / sizeof(double)), nullptr, 'A');
	return ((0xbll + w37[2]) != (((cfg35.val12 + 51) <= acc36[7]) ? (1074 >> w37[0]) : (BLOCK_SIZE_1 - w37[2]))) ? (decay4(*acc36, nullptr, w37[1]) ^ BLOCK9) : w37[3];
}
enum class State38 : long { High39, Off40, Add41 = 5 };

__global__ void __launch_bounds__(BLOCK9 + (BLOCK9 + 1014)) pivot42(const int *coef43, long q44, const char *coef45) {
	q44 = (c_pack14[1]);
	if ((sizeof(Span10) / coef45[q44]) == gather34(Span10{static_cast<double>(sizeof(Span10)), 2, q44}, static_cast<float*>(nullptr))) {
		auto acc46 = 55 << coef45[1];
		if (!((*coef43) == 27)) {
			int sum47 = (gather34(Span10{020, BLOCK9, static_cast<long>(BLOCK9)}, (float*)nullptr) + (45 - c_pack14[q44])) - q44;
			decay4(decay4(sizeof(int) + sum47, reinterpret_cast<const float*>(coef43), static_cast<int>(q44)), reinterpret_cast<const float*>(coef43), gather34(Span10{-18.125, 15, '\n'}, static_cast<float*>(nullptr)));
		}
	} else {
		q44 = (BLOCK_SIZE_1 * coef45[q44]) + ((*coef45) % 0x2B) + ((*coef45) * c_pack14[q44]);
	}
}

int main() {
	int len48 = 3033;
	blend26<<<dim3((len48 + 63) / 0b1000000, (len48 + 0177) / 128, (len48 + 255) / 256), dim3(sizeof(unsigned int) * 64, 0x1 << BLOCK9), sizeof(int) * 256>>>(nullptr, (len48) - (len48 | sizeof(int)), static_cast<long>(46) >> decay4(28, nullptr, len48), nullptr);
	unsigned int lim49 = BLOCK9 - len48;
	pivot42<<<dim3((len48 + 63) / 64, 2, (len48 + 127) / 0b10000000), dim3((lim49 + 127) / 128, 8), BLOCK9 + 1019, (cudaStream_t)0>>>(&len48, lim49, nullptr);
	return 0;
}
