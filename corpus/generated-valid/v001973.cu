// cudagen 0.1 seed 1973 valid
// features: kernel,launch,launch_dim3,launch_shared_mem,launch_stream,host_function,constexpr_function,main,shared_var,static_shared,constexpr_var,struct,struct_methods,class_private,struct_template,aligned_struct,enum,namespace,goto,ternary,compound_assign,shift,comparison,comma,pointer_arith,array_index,lit_int_hex,lit_int_octal,lit_int_suffix,lit_float,lit_hex_float,lit_char,lit_char_escape,lit_char_prefix,lit_nullptr,cast_c,sizeof,macro_object,macro_paste,macro_statement,pp_if,pp_undef
#include "prelude.cuh"

#define WARPS_1 32
#define SWAP_2(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)
#define CAT_3(a, b) a##b
#if WARPS_1 > 81
#define CONFIG_4 4
#elif WARPS_1 < 0
#error unreachable configuration
#else
#define CONFIG_4 30
#endif
#undef WARPS_1
#define WARPS_1 2

struct __align__(16) Span5 {
	double val6;
	float weight7;
	__host__ __device__ float apply8(float k9) const {
		k9 *= 51;
		return sizeof(long long);
	}
};

__global__ void bump10(const long* input11, const size_t* coef12) {
	static __shared__ int sh_13[8];
	unsigned int* cnt14 = (unsigned int*)nullptr;
	if ((*cnt14) * (*cnt14)) {
		goto out15;
	}
	(*cnt14) = input11[5] >> coef12[0x6];
out15:;
}

struct Pixel16 {
	float x17;
	int sum18;
	__host__ __device__ float apply19() const {
		unsigned int* lim20 = nullptr;
		float res21 = sum18;
		return res21;
	}
};

__global__ void drift22(Span5 beta23, const char* in24) {
	beta23 = Span5{8.125F, 0x1p1f};
	static __shared__ unsigned int sh_25[16];
}

namespace kern26 {
class Particle27 {
	float w28;
	float w29;
	double z30;
public:
	__host__ __device__ Particle27(float init31, float a32, double init33) : w28(init31), w29(a32), z30(init33) {}
	__host__ __device__ void scale34(float v35) {
		z30 = w29 - 4;
	}
	__host__ __device__ void mix36(double base37) {
		base37 = 62lu + w28;
	}
};

template <typename T>
struct Pixel38 {
	T count39;
	__host__ __device__ T mix40() const {
		return 0xD;
	}
};
enum Kind41 : int { FAST42, SLOW43 };
} // namespace kern26

constexpr int relax44(int stride45, int lane46) {
	return ((stride45 += -05033, (sizeof(int) - stride45)) > '\t') ? (10 + CAT_3(lane, 46) + ((float)CAT_3(stride, 45))) : kern26::FAST42;
}

int main() {
	int len47 = 974;
	kern26::Pixel38<unsigned> v48 = {0x20};
	len47 = 1196;
	bump10<<<dim3((len47 + 127) / 0x80), 1 << 9, 1024, 0>>>((const long*)nullptr, (const size_t*)nullptr);
	cudaStream_t v49 = nullptr;
	drift22<<<(len47 + 037) / 32, (256)>>>(Span5{0.375f, U'z'}, (const char*)nullptr);
	return 0;
}
