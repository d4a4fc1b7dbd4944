// cudagen 0.1 seed 36 invalid:shared_initializer
// features: kernel,kernel_static,restrict_params,launch,launch_shared_mem,host_function,main,device_array,constant_var,shared_var,constexpr_var,local_array,enum_class,if,for,do_while,ternary,compound_assign,bitwise,comparison,pointer_arith,array_index,lit_int_hex,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_functional,sizeof,macro_object,macro_statement,pp_undef
#include "prelude.cuh"

#define RADIUS_1 4
#define NUM_ITERS_2 256
#define BLOCK_SIZE_3 32
#define ACCUM_4(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
#define STR_IMPL_5(x) #x
#define STR_6(x) STR_IMPL_5(x)
#undef BLOCK_SIZE_3
#define BLOCK_SIZE_3 48

__global__ void rank7_kernel(unsigned short cfg8, const int *__restrict__ input9)
{
	int pass10 = 0;
	do {
		for (int j11 = pass10; j11 > 0b0; --j11) {
			__shared__ long long sh_12[16];
			if (0b110000 > (sh_12[pass10 & 15] | (cfg8 - 0x524UL))) {
				int hi13 = j11;
				float prod14 = 1.875f;
			}
		}
		cfg8 |= ((pass10 != cfg8) ? RADIUS_1 : 13lu) + 0x24;
		++pass10;
	} while (pass10 < 4);
}
__constant__ float c_drift15 = 45lu;
enum class Color16 {
	High17 = 3,
	Low18,
	High19,
	Red20,
	Blue21
};

static __global__ void smooth22(long long *__restrict__ dst23, bool beta24)
{
	if ((int(beta24) & 1)) {
		return;
	}
	if ((c_drift15 + 0x2du) < 031) {
		int cnt25 = NUM_ITERS_2;
	}
	dst23[2] &= beta24;
	unsigned char *sum26 = nullptr;
}
__device__ unsigned d_merge27[64];

__host__ void host_step28(float a29, int lane30, unsigned char p31)
{
	unsigned lo32[7] = {};
	if (((p31 < 7) ? p31 : lo32[lane30]) == lane30) {
		return;
	}
}

__global__ void stencil33(int *buf34, int lane35, int *data36, size_t b37)
{
	__shared__ float sh_init47[4] = {0};
	if (data36 != nullptr) {
		return;
	}
	for (int it38 = 12; it38 > 0; --it38) {
		(*buf34) |= ~it38;
		d_merge27[61] = ((sizeof(float) + d_merge27[21]) ^ (data36[0x4] % buf34[0])) * ((c_drift15 / d_merge27[it38 & 0x3f]) - 0b11000);
	}
}

inline __host__ void check_step39(int len40, double alpha41)
{
	float *y42 = nullptr;
	int z43[2]{2, -0x4};
	if (y42[len40 & 7] < (alpha41 * 0x3A8u)) {
		return;
	}
	len40 &= len40 + long(z43[0] - z43[len40]);
}

int main(void)
{
	int n44 = 439;
	Color16 q45 = Color16::Blue21;
	int *t46 = (int*)nullptr;
	rank7_kernel<<<(1), 0x40 * RADIUS_1, 0x0>>>(52, t46);
	smooth22<<<1, BLOCK_SIZE_3 + 16>>>((long long*)nullptr, sizeof(double) < (*t46));
	stencil33<<<(n44 + 0xFF) / 0x100, RADIUS_1 + (RADIUS_1 + 24)>>>(t46, 0x30ul, t46, 34);
	return 0x0;
}
