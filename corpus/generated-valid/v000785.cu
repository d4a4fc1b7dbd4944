// cudagen 0.1 seed 785 valid
// features: kernel,kernel_template,launch_explicit_template_args,launch_bounds,launch,launch_dim3,launch_shared_mem,launch_stream,host_device_function,main,device_var,constexpr_var,local_array,const_local,struct,enum_class,if,for,static_assert,bitwise,shift,logical,comparison,pointer_arith,address_of,member_access,array_index,lit_int_hex,lit_int_octal,lit_int_suffix,lit_float,lit_char,lit_char_prefix,lit_nullptr,cast_c,cast_static,sizeof,macro_object,macro_paste,comments
#include "prelude.cuh"

#define CHUNK_1 4
#define STR_IMPL_2(x) #x
#define STR_3(x) STR_IMPL_2(x)
#define CAT_4(a, b) a##b
enum class Color5 : int { Busy6, Green7 = 4, Blue8, Add9 };
__global__ void shade10_kernel(unsigned char *out11, long *data12, const int *in13, Color5 a14)
{
	if (in13[7] != 34)
		return;
	a14 = a14;
	if ((in13 != nullptr) && (in13[0x3] <= (*out11)))
		return;
	constexpr unsigned h15 = (2);
	a14 = Color5::Add9;
	static_assert(sizeof(int) == 4, "expected value");
}
struct Cell16 {
	int y17;
	short sum18;
	size_t weight19;
};
// NOTE: keep in sync with the host reference.
__global__ void __launch_bounds__((1024), 1) kick20_kernel(float q21, int *buf22, int *out23)
{
	q21 = *out23;
	buf22[2] = 7 << buf22[2];
	Color5 lo24 = Color5::Green7;
	const int *z25 = out23;
	const int f26 = z25[0];
	Color5 h27 = Color5::Blue8;
	h27 = Color5::Add9;
}
static __device__ Cell16 d_tile28;
// Computes one element per thread.
template <typename T, typename U>
__global__ void tile29_kernel(const T *coef30, U alpha31, long long b32)
{
	double prod33 = 23.F;
	alpha31 = prod33 - ((d_tile28.y17 >> b32) >> static_cast<unsigned int>(CAT_4(alpha, 31)));
	prod33 = '#';
	U mid34 = prod33;
}
static constexpr float kS35 = 5.0F;
// Helper used by the kernels below.
inline __host__ __device__ unsigned kick36(int n37, long beta38)
{
	for (int n39 = n37; n39 > 0x0; --n39) {
		n37 = n39;
		n37 = 18ul;
	}
	int mid40[CHUNK_1 + 4]{58lu, 0xF, 040L, 31U, 31l, L'z', n37, 0x42};
	Cell16 u41 = {n37, 074UL, 'a'};
	beta38 = ((0x1cULL * u41.sum18) ^ (n37 - u41.sum18)) % CHUNK_1;
	mid40[2] = u41.weight19;
	return n37;
}
int main()
{
	int len42 = 3513;
	kick20_kernel<<<CHUNK_1 + 60, dim3(sizeof(unsigned int) * (CHUNK_1 + 4)), 0>>>(len42, nullptr, &len42);
	len42 = static_cast<int>(3347ul);
	len42 = len42;
	len42 = len42;
	shade10_kernel<<<dim3((len42 + 127) / 128, CHUNK_1 + 12, (len42 + 255) / 256), 020 * 4, CHUNK_1 + (CHUNK_1 + (CHUNK_1 + (CHUNK_1 + (CHUNK_1 + (CHUNK_1 + 1000))))), nullptr>>>(static_cast<unsigned char*>(nullptr), nullptr, nullptr, Color5::Busy6);
	tile29_kernel<unsigned int, double><<<(len42 + 63) / 0100, dim3(1 << 2), sizeof(float) * 64, (cudaStream_t)0>>>((const unsigned*)nullptr, 23.875, len42);
	return 0x0;
}
