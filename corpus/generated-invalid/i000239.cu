// cudagen 0.1 seed 239 invalid:missing_type_specifier
// features: kernel,kernel_static,launch,host_device_function,host_function,default_args,main,constexpr_var,local_array,const_local,struct,struct_template,enum_class,if,for,while,do_while,nested_block,ternary,compound_assign,bitwise,logical,comparison,incdec,pointer_arith,member_access,array_index,call,lit_int_hex,lit_int_binary,lit_int_suffix,lit_float,lit_char,lit_char_prefix,lit_nullptr,cast_c,cast_static,sizeof,macro_object,macro_function,macro_paste,pp_if
#include "prelude.cuh"

#define TILE_DIM_1 64
#define NUM_ITERS_2 64
#define MOD8_3(x) ((x) % 8)
#define ADD3_4(a, b, c) ((a) + (b) + (c))
#define CAT_5(a, b) a##b
#if TILE_DIM_1 > 21
#define CONFIG_6 5
#else
#define CONFIG_6 26
#endif
enum class Level7 { Red8, Busy9 = 4, Off10 = 9, Busy11 };
template <typename T>
struct Vec12 {
	T lo13, w14;
	T id15;
};
static __global__ void score16_kernel(const long long *src17, int len18) {
	len18++;
	len18--;
	int x19{0x9};
}
template <typename T>
struct Node20 {
	T hi21;
	double sum22;
	__host__ __device__ double bump23() const {
		float m24 = CAT_5(hi, 21) - CONFIG_6;
		return hi21;
	}
};
int check_scatter25(long p26, float *out27, long p28 = 64ll) {
	size_t lo29[4] = {};
	int iter30 = 0;
	while (iter30 < p28) {
		{
			int iter31 = 0;
			do {
				if ((CAT_5(iter, 31) < lo29[2]) || (lo29[iter31] != out27[iter31])) {
					return (p26 ? p28 : p28) * CAT_5(p, 26);
				}
				++iter31;
			} while (iter31 < iter31);
			int v32 = sizeof(unsigned char);
		}
		p26 -= (u'a' + p26 + (*out27)) * 38;
		++iter30;
	}
	return 0xd;
}
short host_probe33(unsigned int b34, int *dst35) {
	(*dst35) += ((b34 > 'A') && (check_scatter25(0b101000, nullptr) == 47)) ? (b34 - (506ul + b34)) : (check_scatter25(b34, (float*)nullptr, -0b111101) - b34);
	{
		Node20<unsigned> idx36 = Node20<unsigned>{0b10100U, static_cast<double>(b34)};
		if ((b34 != CAT_5(b, 34)) && ((*dst35) != b34)) {
			return check_scatter25(idx36.hi21, (float*)nullptr);
		}
	}
	score16_kernel<<<(2), (CONFIG_6 + (CONFIG_6 + 6)) * 2>>>(nullptr, b34);
	float base37 = CAT_5(b, 34);
	b34 = MOD8_3((*dst35) - dst35[b34]);
	return CAT_5(b, 34);
}
__host__ __device__ float pivot38(bool beta39, unsigned p40, Vec12<long> p41) {
	if (beta39) {
		return (beta39 + 51) * 22.875F;
	}
	const int k42 = 0b11110 / p40;
	++p41.lo13;
	p41.w14--;
	p40 %= k42;
	long cnt43 = ((p41.id15 * CONFIG_6) % 23ul) - p41.lo13;
	p40 /= k42;
	return 0x12;
}
static counter_48 = 3;
int main() {
	int size44 = 220;
	int w45 = 0b0;
	do {
		size44 = +check_scatter25(0x30, (float*)nullptr, MOD8_3(size44));
		for (int i46 = size44; i46 > 0; --i46) {
			int pass47 = 0;
			do {
				size44 = ((5 * i46) / 27) + (4185 + (size44 / CAT_5(pass, 47)));
				pivot38(CAT_5(size, 44) >= i46, 35, Vec12<long>{1, 15, 0x1ULL});
				++pass47;
			} while (pass47 < 8);
		}
		++w45;
	} while ((w45 < size44) && (!(w45 > w45)));
	return 0x0;
}
