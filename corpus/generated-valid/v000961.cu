// cudagen 0.1 seed 961 valid
// features: kernel,launch_bounds,maxnreg,launch,launch_dim3,device_function,host_device_function,main,shared_var,static_shared,constexpr_var,struct,struct_template,aligned_struct,enum_class,namespace,if,for,goto,static_assert,ternary,shift,comparison,incdec,comma,pointer_arith,address_of,member_access,array_index,call,lit_int_hex,lit_int_octal,lit_int_binary,lit_int_suffix,lit_digit_separator,lit_float,lit_nullptr,cast_c,cast_functional,cast_static,cast_reinterpret,sizeof,macro_object,macro_function,macro_paste,pp_if,comments
#include "prelude.cuh"

#define CHUNK_1 16
#define WARPS_2 64
#define WARPS_3 (5)
#define LOW_BITS_4(x) ((x) & 0xF)
#define CAT_5(a, b) a##b

#if WARPS_3 == 5
#define CONFIG_6 5
#else
#define CONFIG_6 17
#endif

struct __align__(8) Body7 {
	int sum8;
	long flag9;
	signed char weight10;
	unsigned int lo11;
};

__device__ float pack12(Body7 cfg13, long cfg14, unsigned char *data15) {
	cfg14 = (3 * (cfg13.lo11 - cfg14)) - size_t(cfg13.weight10);
	cfg14 = cfg13.sum8;
	data15[0] = WARPS_2;
	return 14.25f / LOW_BITS_4(*data15);
}
static_assert(7 > 0b110, "tile must fit");
enum class Level16 { High17 = 3, Busy18 };
static_assert((CONFIG_6 + sizeof(int)) == 9, "bad config");
// Returns the accumulated value.

__host__ __device__ int sift19(int len20, unsigned beta21) {
	int y22 = LOW_BITS_4(len20);
	if ((LOW_BITS_4(y22) * CAT_5(len, 20)) == (CAT_5(len, 20) * WARPS_3)) {
		(len20++, (beta21 = 30));
	}
	y22 = LOW_BITS_4((y22 * beta21) + CAT_5(y, 22));
	constexpr unsigned int acc23 = 0b1010;
	return y22;
}

template <typename T>
struct Cell24 {
	T x25;
	T flag26;
	T count27;
	__host__ __device__ T norm28() const {
		return 23.75F;
	}
};
// NOTE: keep in sync with the host reference.

__global__ void __launch_bounds__((CONFIG_6 + 0x3B) * 0x4) grow29(const float *in30) {
	static __shared__ int sh_31[0x1 << 6];
	if ((*in30) < in30[7]) {
		goto skip32;
	}
	if (LOW_BITS_4(sh_31[24]) <= (-sh_31[41])) {
		if (pack12(Body7{4272, -2'678, 35, 45}, in30[7], (unsigned char*)nullptr) <= (*in30)) {
			return;
		}
	}
	sh_31[21] = sift19(*in30, sift19(882U + sh_31[13], 2UL - sh_31[17]));
skip32:;
}

namespace ops33 {
__global__ void __maxnreg__(32) merge34_kernel(int *acc35, int *data36, float q37) {
	(*data36) = -61l;
	__shared__ int sh_38;
	for (int j39 = 0; j39 < sh_38; j39++) {
		sh_38 = -((((*data36) * sh_38) >= CAT_5(j, 39)) ? j39 : pack12(Body7{-2, 9l, static_cast<signed char>(0x7F), 7U}, q37, reinterpret_cast<unsigned char*>(data36)));
		Level16 lo40 = Level16::High17;
		data36[sh_38] = sift19(pack12(Body7{}, 0x13ul, reinterpret_cast<unsigned char*>(acc35)), (sh_38 += 505ul, sh_38)) - ((12l) + (data36[6] - q37));
	}
}
} // namespace ops33

int main() {
	int count41 = 3774;
	if (sift19(CONFIG_6, count41) >= (count41 * count41 * CAT_5(count, 41))) {
		grow29<<<4 * 2, 1 << (WARPS_3 + 2)>>>(nullptr);
	}
	static_assert(1 == 0x1);
	count41 = CAT_5(count, 41) + (sift19(count41, count41));
	ops33::merge34_kernel<<<dim3(WARPS_3 + (CONFIG_6 + 0b110), (count41 + 63) / 0100, (count41 + 63) / 0b1000000), (CONFIG_6 + (CHUNK_1 + (CONFIG_6 + 38)))>>>(&count41, &count41, (CAT_5(count, 41) * 011) ? (count41 += CHUNK_1, count41) : (+count41));
	return 0x0;
}
