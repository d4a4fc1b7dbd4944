// cudagen 0.1 seed 1784 valid
// features: kernel,kernel_template,launch_explicit_template_args,grid_constant,launch,builtin_vars,host_function,static_host_function,main,shared_var,static_shared,extern_shared,host_global,constexpr_var,local_array,struct,struct_template,enum,using_alias,namespace,if,goto,static_assert,ternary,compound_assign,bitwise,logical,comparison,incdec,comma,pointer_arith,address_of,array_index,call,lit_int_hex,lit_int_octal,lit_int_suffix,lit_float,lit_char,lit_char_escape,lit_nullptr,cast_c,cast_static,sizeof
#include "prelude.cuh"

namespace img1 {
using ptr2_t = float*;
double march3(int* acc4, const int* in5, int lane6)
{
	if ((+acc4[0x1]) > lane6) {
		goto done8;
	}
	if (('\a' <= lane6) || (((*in5) == 43) && (in5 != nullptr))) {
		(lane6--, ((*acc4) &= acc4[3] * 47));
		int stride7[7]{static_cast<int>(lane6), 1797L, lane6, lane6, 50L, 0xF, lane6};
	}
done8:;
	return 17.875;
}
} // namespace img1
__global__ void grow9_kernel(unsigned alpha10, int* data11, const short* coef12)
{
	extern __shared__ unsigned long dyn_13[];
	int idx14 = (blockIdx.x * blockDim.x) + threadIdx.x;
	dyn_13[0x6] |= dyn_13[alpha10];
	if (idx14 != (alpha10 - dyn_13[1]))
		return;
	if (alpha10 < blockDim.x) {
		goto out15;
	}
	data11[2] = 57u;
	if (alpha10 > 32)
		return;
	if (!coef12) {
		++dyn_13[gridDim.y];
		alpha10 += ((*data11) += ' ', (dyn_13[threadIdx.x] + ' ')) - (((blockDim.y <= 63) || (coef12[0x7] <= 37)) ? dyn_13[7] : (data11[idx14] + 9));
	}
out15:;
}
template <typename T>
struct Cell16 {
	T lo17;
	__host__ __device__ T apply18() const
	{
		return (lo17 + 49) - (lo17 * 4.125);
	}
};
enum Kind19 { LOW20, BUSY21, HIGH22 = 6 };
namespace impl23 {
__global__ void decay24_kernel(long long a25, const int* src26, int n27, int len28)
{
	int gid29 = (blockIdx.x * blockDim.x) + threadIdx.x;
	if (gid29 >= n27)
		return;
	a25--;
	int x30 = n27;
	float mid31 = (*src26) + (a25 ? (BUSY21 * n27) : 62);
	(++len28, (n27 += gridDim.z));
	n27--;
	constexpr unsigned short cnt32 = 0x4lu;
	n27 += (cnt32) * n27;
}
static bool g_blend33;
long g_clamp34[] = {51, -0x7, 57ll, -14l};
} // namespace impl23
template <typename T>
struct Particle35 {
	T w36;
};
template <typename T, int N = 8>
__global__ void step37(T cfg38, __grid_constant__ const Particle35<int> p39, int* acc40)
{
	int gid41 = threadIdx.x;
	static __shared__ int sh_42[8];
	unsigned char t43[6] = {};
}
static double probe44(int len45, float b46)
{
	--b46;
	grow9_kernel<<<(len45 + 255) / 256, (128)>>>((impl23::g_blend33 - b46) + (LOW20 - impl23::g_blend33), &len45, nullptr);
	img1::march3(nullptr, &len45, (img1::march3(&len45, static_cast<const int*>(nullptr), impl23::g_clamp34[3]) != b46) ? (len45 - impl23::g_blend33) : impl23::g_clamp34[len45]);
	float k47[6]{22.25F, 12.875f, 23.25F, static_cast<float>(14.75f), '"', 9.125f};
	b46 = len45;
	b46 = b46;
	static_assert(28 > 27);
	return img1::march3(&len45, &len45, 60l) * img1::march3(&len45, &len45, b46);
}
int main()
{
	int len48 = 803;
	int val49 = ((45 - impl23::g_clamp34[len48]) + 25) * len48;
	impl23::g_clamp34[val49] = static_cast<unsigned int>(static_cast<long>(len48)) + (24 / len48);
	if ((067 - impl23::g_blend33) <= impl23::g_blend33)
		step37<int, 5><<<(16), (HIGH22 + (BUSY21 + (HIGH22 + (HIGH22 + (BUSY21 + 44)))))>>>(impl23::g_clamp34[2], Particle35<int>{3841}, &len48);
	static_assert(sizeof(int) == 4);
	impl23::decay24_kernel<<<(HIGH22 + 26), (HIGH22 + (BUSY21 + (BUSY21 + 248)))>>>(59u, (const int*)nullptr, 16, (impl23::g_clamp34[val49] * 21) % val49);
	return 0;
}
