// cudagen 0.1 seed 78 invalid:call_too_many_args
// features: kernel,launch,builtin_vars,host_device_function,main,constexpr_var,struct,class_private,aligned_struct,enum,enum_class,typedef,if,for,nested_block,ternary,compound_assign,bitwise,shift,comparison,incdec,pointer_arith,array_index,call,lit_int_hex,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_static,sizeof,macro_paste,macro_statement,pp_ifdef,comments
#include "prelude.cuh"

#define ACCUM_1(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
#define STR_IMPL_2(x) #x
#define STR_3(x) STR_IMPL_2(x)
#define CAT_4(a, b) a##b

#ifdef USE_FAST_PATH_5
#define TUNE_6 13
#else
#define TUNE_6 56
#endif
enum Op7 { MUL8, ADD9, ON10, MUL11 };
enum Kind12 : unsigned char { GREEN13, LOW14, BLUE15 };
enum class Level16 {
	Green17,
	On18,
	Blue19,
	Blue20,
	High21
};
// NOTE: keep in sync with the host reference.

__host__ __device__ int blend22(int* buf23, int n24, Level16 q25) {
	for (int j26 = 0; j26 < 7; j26 += 3) {
		if ((n24 + CAT_4(n, 24)) <= MUL11)
			return ((n24 + n24) > j26) ? 0x7 : (+CAT_4(n, 24));
		if (q25 == Level16::On18)
			return (j26 + MUL8) >> (*buf23);
	}
	--n24;
	buf23[n24] = sizeof(float);
	(*buf23) = 62 + ((CAT_4(n, 24) * (*buf23)) + 46lu);
	long long sum27 = CAT_4(n, 24) + (buf23[0x2] - (2));
	return 18;
}
typedef float real28_t;

__global__ void count29_kernel(int n30, const unsigned int* coef31) {
	int i32 = (blockIdx.x * blockDim.x) + threadIdx.x;
	if (i32 >= n30)
		return;
	--n30;
	n30 = ((!coef31) ? (n30 / sizeof(int)) : static_cast<size_t>(i32));
	{
		int u33 = (10) / ((*coef31) * (*coef31));
		Level16 t34 = Level16::On18;
	}
	double tmp35{23.375f};
}

class Node36 {
	double count37;
	float flag38;
public:
	__host__ __device__ Node36(double c39, float c40) : count37(c39), flag38(c40) {}
	__host__ __device__ float mix41() const {
		blend22(nullptr, (41UL < blend22((int*)nullptr, flag38, Level16::On18)) ? 61 : count37, Level16::Green17);
		int r42 = blend22(nullptr, 5, Level16::Green17) - (0b100001L + flag38);
		return -CAT_4(r, 42);
	}
};

struct __align__(16) Pixel43 {
	real28_t vel44;
	long long mass45;
	int id46;
};
int mix48(int a, int b)
{
    return a * b;
}

int main() {
	int count47 = 169;
	count47 = mix48(count47, 1, 2);
	count47 &= count47;
	blend22((int*)nullptr, blend22(nullptr, 22 * count47, Level16::On18), Level16::High21);
	blend22(nullptr, static_cast<real28_t>(+CAT_4(count, 47)), Level16::On18);
	count29_kernel<<<(count47 + 255) / 256, 1 << 6>>>(0xc, nullptr);
	return 0;
}
