// cudagen 0.1 seed 1127 valid
// features: kernel,launch,launch_dim3,main,struct,aligned_struct,enum_class,if,for,goto,compound_assign,bitwise,shift,comparison,incdec,member_access,lit_int_binary,lit_int_suffix,cast_functional,cast_static,sizeof,macro_function
#include "prelude.cuh"

#define MIN2_1(a, b) ((a) < (b) ? (a) : (b))
#define STR_IMPL_2(x) #x
#define STR_3(x) STR_IMPL_2(x)
enum class Mode4 {
	Low5,
	Slow6,
	Mul7 = 6,
	Low8,
	Idle9 = 9
};

struct __align__(8) Acc10 {
	long id11;
	float weight12;
	double w13;
};

struct __align__(8) Stats14 {
	unsigned int hi15;
	int id16;
	float flag17;
};

__global__ void relax18(int n19, bool p20, bool a21) {
	if ((a21 << 5) > p20) {
		goto skip23;
	}
	++n19;
	if (p20 <= MIN2_1(p20, 64lu)) {
		for (int it22 = 0; it22 < 9; it22++) {
			n19 -= p20 + (sizeof(Stats14) - MIN2_1(a21, 0b10));
			if (a21)
				return;
			n19 ^= a21;
		}
	}
skip23:;
}

int main() {
	int n24 = 2627;
	Mode4 mid25 = Mode4::Idle9;
	Stats14 idx26 = Stats14{44, 56, float(n24)};
	dim3 cnt27(2, (n24 + 0b11111) / 32, (n24 + 31) / 32);
	n24 = 49L;
	relax18<<<dim3((8), (n24 + 0b111111) / 0b1000000, (512)), 128>>>((n24) * 63, mid25 != Mode4::Slow6, idx26.hi15 != 0b100100);
	return 0;
}
