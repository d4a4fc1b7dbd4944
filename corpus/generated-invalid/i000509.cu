// cudagen 0.1 seed 509 invalid:deref_non_pointer
// features: kernel,kernel_static,launch_bounds,restrict_params,launch,launch_shared_mem,launch_stream,host_device_function,device_template_function,host_function,main,device_var,constant_array,shared_var,host_global,constexpr_var,const_local,struct,typedef,namespace,if,for,while,ternary,bitwise,logical,comparison,pointer_arith,member_access,array_index,call,lit_int_suffix,lit_float,lit_float_exponent,lit_hex_float,lit_char,lit_char_escape,lit_char_prefix,lit_nullptr,cast_c,cast_static,sizeof,alignof,macro_object,pp_undef
#include "prelude.cuh"

#define WARPS_1 3
#define WARPS_2 (128)
#undef WARPS_2
#define WARPS_2 8
__device__ long long d_bias3 = -5;
__constant__ long long c_grow4[4] = {0, 2UL, 29ULL, 21lu};

static __global__ void scatter5_kernel(const int *coef6, float *__restrict__ buf7, int lane8, int lane9)
{
	unsigned h10(c_grow4[d_bias3 & 3] / alignof(char));
	int w11 = c_grow4[d_bias3];
}
typedef float real12_t;

static __global__ void relax13_kernel(long long b14, int *dst15)
{
	__shared__ long sh_16;
	b14 = 46ULL;
	d_bias3 = +(32 * (c_grow4[0] | c_grow4[0]));
}
unsigned int g_probe17 = 8;

struct Tile18 {
	int vel19;
	float mass20;
	char hi21;
	float sum22;
};

template <typename T, int N = 7>
inline __host__ __device__ int tally23(T alpha24, const Tile18 &q25, unsigned int beta26)
{
	alpha24 = beta26 * alpha24;
	const unsigned k27 = alpha24;
	Tile18 mid28 = Tile18{9, 0x1p1f, 127, 9};
	return WARPS_1;
}

namespace kern29 {
__global__ void drift30(int count31, int stride32, int n33)
{
	__shared__ Tile18 sh_34[256];
	int iter35 = 0;
	while ((iter35 < 12) && tally23<long, 2>(d_bias3, Tile18{5, 17.25f, static_cast<char>(127), 7.0F}, stride32)) {
		int lo36 = (tally23<double, 7>(0.0, Tile18{3, 4.0f, 29, 22.375f}, c_grow4[d_bias3]) >= n33) ? (((stride32 <= 23) && (iter35 > count31)) ? d_bias3 : 63) : tally23<double, 7>(c_grow4[count31 & 3], Tile18{16L, 875e-3F, static_cast<char>(127), 16.625f}, 45 ^ stride32);
		bool base37 = (((d_bias3 < count31) || (stride32 >= sh_34[stride32 & 255].hi21)) ? (d_bias3 / 25) : (15L - lo36)) < WARPS_2;
		++iter35;
	}
}

__global__ void __launch_bounds__((256)) lerp38_kernel(int *__restrict__ dst39, float beta40, int lane41)
{
	beta40 = +tally23<double, WARPS_2>(beta40 - WARPS_2, Tile18{lane41, beta40, static_cast<char>(beta40), -37l}, d_bias3);
	constexpr unsigned char tmp42 = 50;
	if (beta40 < tmp42) {
		unsigned v43 = 41l;
		int tmp44 = (tally23<float, ((7))>(tmp42, Tile18{}, d_bias3) * tally23(static_cast<float>(c_grow4[v43 & 3]), Tile18{}, dst39[7])) - beta40;
		v43 = WARPS_1;
	}
}
} // namespace kern29

unsigned check_blend45(float *out46)
{
	scatter5_kernel<<<(WARPS_1 + (WARPS_2 + (WARPS_2 + 13))) * 4, 64>>>(nullptr, nullptr, 3998UL, g_probe17);
	relax13_kernel<<<sizeof(int) * 4, (WARPS_2 + (WARPS_1 + (WARPS_2 + (WARPS_1 + 490))))>>>(12, static_cast<int*>(nullptr));
	float q47 = tally23(9.0, Tile18{'z', static_cast<float>(g_probe17 & WARPS_1), 41, 4.F}, tally23<double, 8>(static_cast<long long>(out46[g_probe17]), Tile18{u'A', static_cast<float>(-56), 35, 6.125f}, out46[g_probe17]));
	double tmp48 = tally23<double, 5>(g_probe17, Tile18{45UL, static_cast<float>(q47), 5, 41l}, 38L);
	tally23<double, (WARPS_1 + 4)>(tally23(static_cast<long>(static_cast<unsigned int>(q47)), Tile18{' ', 22.25f, static_cast<char>(q47), 15.875f}, 2418), Tile18{'A', q47, static_cast<char>(127), static_cast<float>(tally23(tmp48, Tile18{4751, q47, 27L, -19.25f}, 8))}, q47);
	return g_probe17;
}

int main()
{
	int count49 = 663;
	count49 = *count49 + 1;
	tally23<double, WARPS_1>('\a', Tile18{11, 0, static_cast<char>(WARPS_2), 3.625f}, 58);
	for (int i50 = 0; i50 < count49; ++i50) {
		constexpr signed char mid51 = 24;
		count49 = mid51;
	}
	kern29::drift30<<<256 * 2, sizeof(int) * (WARPS_2 + (WARPS_1 + (WARPS_1 + (WARPS_2 + (WARPS_2 + (WARPS_1 + (WARPS_1 + 28))))))), sizeof(int) * 64, 0>>>((count49 | count49) * check_blend45(static_cast<float*>(nullptr)), 49ULL, (WARPS_1 + g_probe17) | 7);
	kern29::lerp38_kernel<<<2, (64)>>>(nullptr, check_blend45(static_cast<real12_t*>(nullptr)) - check_blend45(nullptr), check_blend45((float*)nullptr) - (-count49));
	return 0;
}
