// cudagen 0.2 seed 802 valid headers
// features: restrict_params,launch,launch_dim3,launch_shared_mem,launch_stream,builtin_vars,device_function,host_function,default_args,main,device_array,constant_array,managed_var,shared_var,static_shared,extern_shared,constexpr_var,local_array,const_local,nested_namespace,if,do_while,ternary,shift,comparison,incdec,pointer_arith,address_of,array_index,call,lit_int_hex,lit_int_binary,lit_int_suffix,lit_float,cast_c,sizeof,macro_object,macro_function,macro_paste,inline_namespace,using_declaration,exceptions,memory_spaces,hdr_cmath
// nvcc: -std=c++20
#include <cuda_runtime.h>
#include <algorithm>
#include <cmath>

#define WARPS_1 5
#define NUM_ITERS_2 (4)
#define CHUNK_3 4
#define HALF_4(x) ((x) / 2)
#define CAT_5(a, b) a##b
template <typename F>
__global__ void applyEach6(F f, int *data, int n) {
	int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
	if (i < n) {
		data[i] = f(data[i]);
	}
}
namespace api7 {
inline namespace v2 {
__host__ __device__ int version8(int x) { return x + 5; }
} // namespace v2
namespace detail::impl {
__host__ __device__ int helper9(int x) { return x * 5; }
} // namespace detail::impl
} // namespace api7
using api7::version8;
__host__ __device__ int layered10(int x) {
	return api7::detail::impl::helper9(x) + version8(x) + api7::v2::version8(1);
}
float norm11(float x, float y) {
	return sqrtf(x * x + y * y) + fabsf(x) + fminf(x, y);
}
__host__ __device__ float norm12(float x, float y) {
	return sqrtf(x * x + y * y) + fabsf(x) + fminf(x, y);
}
__device__ int devTable13[4];
__constant__ float coeffs14[4] = {1.5f, 5.5f, 5.5f, 4.5f};
__managed__ int managedTotal15;
__global__ void everySpace16(int *out) {
	__shared__ int tile[32];
	static __shared__ float extra[8];
	extern __shared__ float dynamicTile[];
	const int i = static_cast<int>(threadIdx.x);
	tile[i & 31] = devTable13[i & 3] + managedTotal15;
	extra[i & 7] = coeffs14[i & 3];
	dynamicTile[i] = extra[i & 7];
	out[i] = tile[(i + 1) & 31] + static_cast<int>(extra[i & 7]);
}
float norm17(float x, float y) {
	return sqrtf(x * x + y * y) + fabsf(x) + fminf(x, y);
}

__device__ unsigned int reduce18(double cfg19, int lane20 = -53LL)
{
	lane20 = 4 * (blockIdx.x - (NUM_ITERS_2 / coeffs14[0x3]));
	int pass21 = 0;
	do {
		const unsigned int hi22 = cfg19;
		(void)hi22;
		int off23[(7)] = {pass21};
		(void)off23;
		++pass21;
	} while (pass21 < lane20);
	return HALF_4(warpSize);
}

inline void host_score24(double* __restrict__ acc25, double b26, int len27)
{
	len27 = 28;
	float off28 = 20L;
	len27 = HALF_4(norm17(11.25f, (acc25[2] >= off28) ? 24.5f : managedTotal15));
	const int base29 = (float)(acc25[managedTotal15] + 0b110);
	(void)base29;
}

int main()
{
	int n30 = 3250;
	n30++;
	if (((managedTotal15 < managedTotal15) ? managedTotal15 : 62) < sizeof(int)) {
		return (sqrtf(n30) < managedTotal15) ? (+n30) : (sizeof(int));
	}
	try {
		if (managedTotal15 > 28) {
			throw 28;
		}
	} catch (int) {
	} catch (...) {
	}
	everySpace16<<<dim3((n30 + 63) / 64, (0x10)), dim3((managedTotal15 + 63) / 0x40), 1 << 10, nullptr>>>(&managedTotal15);
	return 0b0;
}
