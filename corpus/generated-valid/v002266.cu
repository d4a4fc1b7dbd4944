// cudagen 0.1 seed 2266 valid
// features: kernel,maxnreg,launch,launch_dim3,launch_shared_mem,launch_stream,builtin_vars,device_function,host_device_function,default_args,main,device_array,shared_var,static_shared,constexpr_var,struct,struct_template,enum,enum_class,namespace,nested_namespace,if,nested_block,ternary,compound_assign,bitwise,shift,comparison,comma,pointer_arith,address_of,member_access,array_index,call,lit_int_binary,lit_int_suffix,lit_float,lit_char,lit_char_escape,lit_nullptr,cast_c,cast_static,sizeof,alignof,lambda,lambda_capture_value,lambda_launch,macro_object,macro_function,macro_paste,pp_undef
#include "prelude.cuh"

#define NUM_ITERS_1 4
#define TILE_DIM_2 (8)
#define MOD8_3(x) ((x) % 8)
#define HALF_4(x) ((x) / 2)
#define CAT_5(a, b) a##b
#undef TILE_DIM_2
#define TILE_DIM_2 8

__device__ float tally6(float alpha7, int count8 = 62)
{
	static __shared__ unsigned char sh_9;
	if (alpha7 > 62) {
		return (4.625f);
	}
	return HALF_4(alpha7 + (alpha7 + '\x7f'));
}

namespace impl10::sub11 {
__global__ void __maxnreg__(32) scatter12_kernel(int n13, const int *src14, int *data15, int count16)
{
	int tid17 = threadIdx.x;
	{
		tally6(data15[0b0]);
		__shared__ unsigned short sh_18;
	}
	unsigned long long tmp19 = ((threadIdx.x - (tid17 * n13)) != static_cast<int>(blockDim.x)) ? src14[5] : (tid17 + (*src14) + (gridDim.x & n13));
}

template <typename T>
struct Vec20 {
	T z21, hi22;
	__host__ __device__ void mix23(T stride24)
	{
		hi22 = HALF_4(hi22);
	}
};
enum class Axis25 { Mul26, Slow27, Red28 };
} // namespace impl10::sub11
__device__ bool d_count29[64];

namespace util30::inner31 {
enum class Color32 { Slow33, Blue34, Idle35 };
enum Axis36 { RED37, ADD38, OFF39 = 7 };

__device__ int scale40(float *data41, float *acc42, int len43 = 8L)
{
	tally6((len43 += d_count29[5], len43) - (d_count29[0]));
	static __shared__ char sh_44;
	tally6(4.75f);
	float off45 = (NUM_ITERS_1) | len43;
	int cnt46 = MOD8_3((static_cast<unsigned>((sh_44 < 3) ? 29 : 50ll)));
	if (data41 != nullptr) {
		return (acc42[len43 & 7] * alignof(int));
	}
	return tally6(24 >> cnt46);
}
} // namespace util30::inner31

__device__ float warp47(float *acc48, unsigned long alpha49 = 35u)
{
	alpha49 = ' ' ^ blockIdx.z;
	impl10::sub11::Vec20<int> mid50 = {2427, 61};
	int w51 = 5lu;
	static __shared__ int sh_52[16];
	return util30::inner31::scale40(acc48, nullptr) >> (static_cast<long>(58lu) + util30::inner31::scale40(acc48, acc48));
}

namespace img53::inner54 {
inline __device__ __host__ signed char tally55(long q56, int stride57 = -52)
{
	float v58 = q56;
	stride57 = (static_cast<short>(q56) | MOD8_3(CAT_5(q, 56))) + static_cast<int>(MOD8_3(q56));
	stride57 = HALF_4(stride57);
	return q56;
}

__global__ void apply59_kernel(int count60, impl10::sub11::Vec20<int> alpha61)
{
	double prod62 = tally6(TILE_DIM_2);
	float idx63 = d_count29[61];
	int flag64 = prod62;
}
} // namespace img53::inner54

int main(void)
{
	int n65 = 3164;
	dim3 m66((n65 + 63) / 64);
	auto step68 = [=](float k67) -> double {
		img53::inner54::apply59_kernel<<<dim3(1 << 9, 1 << 3), (512)>>>(img53::inner54::tally55(k67), impl10::sub11::Vec20<int>{2, n65});
		img53::inner54::tally55(img53::inner54::tally55(CAT_5(n, 65), 5UL) * k67, ((k67 < k67) ? 9 : 9));
		return (unsigned int)(0b11011 - n65);
	};
	step68(n65);
	n65 = step68(n65 * n65);
	n65 &= n65;
	n65 = static_cast<int>(step68(n65 + 14.125F));
	impl10::sub11::scatter12_kernel<<<(n65 + 127) / 128, dim3((util30::inner31::ADD38 + 1)), sizeof(float) * 256, (cudaStream_t)0>>>(15U, &n65, &n65, (CAT_5(n, 65) + TILE_DIM_2) * (CAT_5(n, 65) * 0b110010));
	return 0;
}
