// cudagen 0.1 seed 491 valid
// features: kernel,launch,host_function,main,constexpr_var,local_array,const_local,struct,struct_methods,aligned_struct,enum,enum_class,if,for,while,compound_assign,bitwise,logical,comparison,comma,pointer_arith,member_access,array_index,call,lit_int_hex,lit_int_binary,lit_int_suffix,lit_digit_separator,lit_char,lit_nullptr,lambda,macro_function
#include "prelude.cuh"

#define HALF_1(x) ((x) / 2)
enum Phase2 { OFF3, BLUE4, BLUE5 = 6 };

struct alignas(16) Vec6 {
	int val7;
	long long y8;
	unsigned long long weight9;
	unsigned long long id10;
	__host__ __device__ unsigned long long get11() const {
		return id10 + (0b10001U - id10);
	}
};

__global__ void scatter12_kernel(Phase2 a13) {
	for (int j14 = 0; j14 < 11; j14 += 1) {
		long u15{30};
	}
	int u16 = HALF_1(a13);
	u16 = u16;
}

__host__ int check_apply17(int len18, double a19, int len20) {
	constexpr int lim21 = 47;
	auto fn24 = []() {
		size_t w22[3] = {};
		const unsigned* w23 = nullptr;
	};
	fn24();
	int iter25 = 0x0;
	while ((iter25 < 4) && (len20 != len20)) {
		if (len18) {
			return len20;
		}
		++iter25;
	}
	const int cnt26 = 5;
	return cnt26;
}
enum class Axis27 : int {
	Mul28,
	High29 = 5,
	Low30,
	Low31,
	Busy32 = 9
};

int host_step33(const unsigned char* input34, int len35, float cfg36) {
	Vec6 y37 = Vec6{16, -0b111110, 49, 5ull};
	if (input34[len35] > 40) {
		return check_apply17(BLUE4 * cfg36, HALF_1(*input34), input34[len35]);
	}
	Vec6 f38{len35, 64, 76, 31};
	return y37.id10;
}

int main(void) {
	int size39 = 1'622;
	size39 |= 0x28;
	scatter12_kernel<<<(BLUE4 + BLUE4) * 0x2, BLUE5 + 506>>>(OFF3);
	int pass40 = 0;
	while (pass40 < 5) {
		Phase2 lim41 = BLUE5;
		int acc42 = (size39 += size39, (check_apply17(3680, 0x1A, size39) % check_apply17('a', size39, -45)));
		++pass40;
	}
	return 0;
}
