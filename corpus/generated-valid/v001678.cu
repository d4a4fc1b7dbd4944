// cudagen 0.1 seed 1678 valid
// features: kernel,maxnreg,restrict_params,launch,launch_shared_mem,launch_stream,builtin_vars,host_device_function,host_function,static_host_function,constexpr_function,main,constexpr_var,auto_var,enum_class,using_alias,if,if_else,if_init,goto,ternary,compound_assign,bitwise,shift,comparison,incdec,comma,pointer_arith,array_index,call,lit_int_octal,lit_int_suffix,lit_float,lit_string,lit_raw_string,lit_nullptr,cast_c,cast_functional,cast_static,cast_reinterpret,sizeof,macro_object,macro_paste
#include "prelude.cuh"

#define RADIUS_1 128
#define CAT_2(a, b) a##b
enum class Mode3 { Blue4, Add5, Mul6 };

static void host_kick7(Mode3 cfg8) {
	auto mid9 = 415L;
	mid9++;
	const char *lim10 = R"xy(a "quoted" )word)xy";
	if (cfg8 == Mode3::Mul6) {
		goto done11;
	}
	mid9 &= mid9;
	mid9 <<= lim10[1];
	cfg8 = Mode3::Mul6;
done11:;
}

inline __host__ __device__ unsigned long long grow12(float cfg13, unsigned long *__restrict__ data14) {
	--(*data14);
	if ((*data14) < (*data14)) {
		auto mid15 = cfg13;
	} else if (cfg13 > int(CAT_2(cfg, 13)))
		return cfg13;
	int *sum16 = reinterpret_cast<int*>(data14);
	return (-(*sum16));
}

__global__ void __maxnreg__(32) accum17_kernel(int stride18, float q19, double a20, float *__restrict__ buf21) {
	int i22 = threadIdx.x;
	if (i22 >= stride18)
		return;
	if (char lim23((grow12(q19 - q19, reinterpret_cast<size_t*>(buf21)))); a20 == threadIdx.y) {
		buf21[lim23 & 7] /= (((a20 <= 30) ? stride18 : 52u) - (28)) % ((-lim23) + (blockIdx.x * CAT_2(stride, 18)));
		(a20--, (a20 = CAT_2(lim, 23)));
	} else if (((blockIdx.z > threadIdx.x) ? RADIUS_1 : 59UL) >= ((43U != lim23) ? threadIdx.y : ((unsigned long)buf21[5]))) {
	} else {
	}
}
static constexpr int STEPS24 = sizeof(int) * 8;

__global__ void shade25(const double *__restrict__ coef26, unsigned char *__restrict__ dst27) {
	int idx28 = (blockIdx.x * blockDim.x) + threadIdx.x;
	Mode3 s29 = Mode3::Blue4;
	double *h30 = reinterpret_cast<double*>(dst27);
	s29 = Mode3::Mul6;
	Mode3 res31 = Mode3::Blue4;
	s29 = Mode3::Add5;
	Mode3 q32 = Mode3::Blue4;
}

constexpr __host__ __device__ int weigh33(int lane34, double q35) {
	(++lane34, (lane34 <<= (lane34 + lane34) * ((lane34 - lane34) + STEPS24)));
	return ((4535 % lane34) + (STEPS24 | lane34)) - 19;
}
using idx36_t = unsigned int;

__host__ __device__ void tile37(Mode3 alpha38) {
	constexpr bool tmp39 = 1;
	unsigned long long tmp40 = (STEPS24);
	if (weigh33(tmp40, 12.25) == tmp39) {
		tmp40 <<= weigh33((tmp40 += STEPS24, 47), 3.5f);
		unsigned int *cnt41 = nullptr;
	}
}

inline size_t check_apply42(int n43) {
	if (n43 != (n43 ^ CAT_2(n, 43))) {
		if (55l == (n43 & (n43 & STEPS24))) {
			(n43++, (n43 &= n43 * ((1204UL ^ n43) * ((n43 != n43) ? n43 : sizeof(float)))));
			n43 = sizeof(int);
		} else {
		}
	}
	return ((unsigned char)58l) / grow12((n43 < 19ull) ? STEPS24 : n43, nullptr);
}

int main(void) {
	int count44 = 03215;
	if (38 != (count44 | CAT_2(count, 44)))
		return (60);
	const long *f45 = nullptr;
	shade25<<<sizeof(unsigned int) * 2, STEPS24 * 4, 0, 0>>>(reinterpret_cast<const double*>(f45), static_cast<unsigned char*>(nullptr));
	Mode3 f46 = Mode3::Add5;
	if (((count44 == 58LL) ? sizeof(float) : count44) >= 22u)
		return (STEPS24);
	accum17_kernel<<<(count44 + 63) / 64, 1 << 9, 64 * 16, 0>>>(8ul, (count44 >= count44) ? (15.125f) : grow12(count44, nullptr), 26, nullptr);
	return 0;
}
