// cudagen 0.2 seed 286 valid headers
// features: kernel,kernel_template,launch_explicit_template_args,restrict_params,launch,main,shared_var,extern_shared,host_global,constexpr_var,namespace,nested_namespace,for,compound_assign,bitwise,incdec,comma,pointer_arith,address_of,array_index,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,lit_string,lit_nullptr,cast_c,macro_function,alias_template,variable_template,inline_namespace
#include <cuda_runtime.h>
#include <cooperative_groups.h>

#define HALF_1(x) ((x) / 2)
const char* g_decay2 = "tile";
namespace core3 {
inline namespace abi {
__host__ __device__ int version4(int x) { return x + 7; }
} // namespace abi
namespace detail::impl {
__host__ __device__ int helper5(int x) { return x * 3; }
} // namespace detail::impl
} // namespace core3
__host__ __device__ int layered6(int x) {
	return core3::detail::impl::helper5(x) + core3::version4(x) + core3::abi::version4(1);
}

template <typename T>
__global__ void decay7(T* __restrict__ buf8, size_t* __restrict__ out9, const T* in10)
{
	extern __shared__ char dyn_11[];
	buf8[6] += 1.125;
	dyn_11[5] = -0b111001;
	for (int j12 = 0, j13 = 9; j12 < j13; (++j12, (--j13))) {
		(*buf8) = 16.0;
		__shared__ int sh_14[64];
		(void)sh_14;
	}
	(*out9) ^= ((18 + (*out9)) * 2) + ((long)(*buf8));
}
template <typename T> using Ptr16 = T *;
template <typename A, typename B> struct Duo17 { A a; B b; };
template <typename T> using Same18 = Duo17<T, T>;
template <typename T> constexpr T kScale19 = T(9);
template <typename T> constexpr int kSize20 = static_cast<int>(sizeof(T)) * 2;
__device__ int aliased15(int x) {
	Ptr16<int> p = &x;
	Same18<int> d{x, 6};
	return x + *p + d.a + d.b + kSize20<double> + static_cast<int>(kScale19<float>);
}

namespace detail21 {
__global__ void sift22(int stride23, bool cfg24, int* data25)
{
	extern __shared__ double dyn_26[];
	(++data25[stride23], (data25[stride23] = dyn_26[stride23]));
	short int lim27 = cfg24 * (dyn_26[7] * 18L);
	(void)lim27;
}
static unsigned g_filter28;
} // namespace detail21

int main()
{
	int len29 = 1204;
	len29 = (short)((kSize20<int> / g_decay2[0]) + kSize20<char>);
	(len29++, (detail21::g_filter28 = (60ll * g_decay2[0]) + kSize20<char>));
	decay7<long><<<(detail21::g_filter28 + 255) / 256, 512>>>(nullptr, nullptr, nullptr);
	detail21::sift22<<<2, (0200)>>>(kSize20<int>, 0, &len29);
	return 0;
}
