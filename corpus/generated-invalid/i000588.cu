// cudagen 0.1 seed 588 invalid:device_launch_without_rdc
// features: kernel,kernel_template,launch_explicit_template_args,launch,launch_shared_mem,host_device_function,host_function,default_args,main,host_global,constexpr_var,local_array,typedef,namespace,if,for,pragma_unroll,ternary,bitwise,shift,logical,comparison,incdec,comma,pointer_arith,address_of,array_index,call,lit_int_hex,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,lit_char,lit_nullptr,cast_c,cast_static,cast_reinterpret,sizeof,macro_object
#include "prelude.cuh"

#define WARPS_1 64
#define BLOCK_SIZE_2 3
#define CHUNK_3 (WARPS_1 + (1 << (BLOCK_SIZE_2 + 3)))
static unsigned int g_probe4;
typedef int idx5_t;
__global__ void warp6(unsigned int *out7, int lane8)
{
	lane8++;
	lane8++;
	--lane8;
	for (int i9 = 0; i9 < 16; ++i9) {
		lane8 = i9 * (((lane8 + BLOCK_SIZE_2) > i9) ? 3294 : lane8);
	}
	lane8--;
	constexpr float cnt10 = 27UL;
}
namespace kern11 {
template <class T, int N>
__global__ void tile12_kernel(T *dst13, float beta14)
{
	float *base15 = &beta14;
	#pragma unroll
	for (int n16 = 0x0, j17 = 8; n16 < j17; (++n16, (--j17))) {
		beta14++;
	}
	float lo18[(5)] = {13.125F};
}
typedef int idx19_t;
__host__ __device__ void smooth20(idx5_t stride21, idx5_t len22, bool a23)
{
	float t24{13.25f};
	a23 = (+a23) < 29;
	if (((stride21 - WARPS_1) <= BLOCK_SIZE_2) || a23) {
		unsigned int mid25 = t24;
	}
	constexpr double q26 = 18.375;
	unsigned int x27[2] = {};
}
} // namespace kern11
void probe28(int *data29, unsigned int *out30)
{
	if ((!out30) && (data29[4] > 41)) {
		return;
	}
	(*out30) = *out30;
}
inline __host__ __device__ double blend31(int n32, long long a33, float *acc34)
{
	++(*acc34);
	kern11::smooth20(a33 | (n32 - 13), (a33 += a33, (a33 += 59, n32)), (a33 == (*acc34)) && (acc34 == nullptr));
	int cnt35 = -8;
	return cnt35;
}
__host__ __device__ idx5_t scatter36(idx5_t n37, unsigned long *buf38, unsigned a39)
{
	if (14 != buf38[n37]) {
		for (int i40 = 0; i40 < (BLOCK_SIZE_2 + 0x2); ++i40) {
			n37++;
			if ((sizeof(float) - buf38[i40 & 7]) > ((blend31(6, i40, reinterpret_cast<float*>(buf38)) <= n37) ? blend31(i40, 'a', nullptr) : WARPS_1)) {
				constexpr idx5_t u41 = 0b100100;
				n37++;
			}
		}
	}
	return blend31(~(a39 * n37), blend31(blend31(0x284, buf38[n37], reinterpret_cast<float*>(buf38)), 15 * buf38[n37], reinterpret_cast<float*>(buf38)), reinterpret_cast<float*>(buf38));
}
float weigh42(long long beta43 = 64)
{
	for (int it44 = 0, j45 = 9; it44 < j45; (++it44, (--j45))) {
		--beta43;
		kern11::tile12_kernel<int, ((4))><<<(it44 + 127) / 128, CHUNK_3 + 384, 0>>>(nullptr, (56 - beta43) >> (it44 * j45));
		warp6<<<BLOCK_SIZE_2 + (BLOCK_SIZE_2 + 0xa), 0x100>>>(nullptr, blend31(WARPS_1, 05470, (float*)nullptr) * it44);
	}
	double lim46 = (g_probe4 * (beta43 + 15.0F)) + blend31(beta43, (g_probe4), nullptr);
	return scatter36((g_probe4 % 026) + (g_probe4 % beta43), nullptr, (g_probe4 * 0x24UL) ? scatter36(lim46, static_cast<size_t*>(nullptr), 206UL) : (g_probe4 ^ beta43));
}
__global__ void probe_kernel49(int *p, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) p[i] = i;
}
__global__ void parent_kernel50(int *p, int n)
{
    probe_kernel49<<<1, 32>>>(p, n);
}
int main(void)
{
	int len47 = 3908;
	constexpr double z48 = -18.75;
	len47 = z48;
	return 0b0;
}
