// cudagen 0.1 seed 1650 valid
// features: kernel,maxnreg,launch,launch_dim3,launch_shared_mem,host_function,constexpr_function,main,device_var,shared_var,static_shared,constexpr_var,struct,struct_template,operator_overload,aligned_struct,namespace,for,incdec,comma,array_index,call,lit_int_binary,lit_int_suffix,lit_string,cast_c,macro_object,macro_function,pp_ifdef,comments
#include "prelude.cuh"

#define NUM_ITERS_1 8
#define CHUNK_2 4
#define MOD8_3(x) ((x) % 8)
#define MIN2_4(a, b) ((a) < (b) ? (a) : (b))
#ifdef USE_FAST_PATH_5
#define TUNE_6 7
#else
#define TUNE_6 33
#endif
// Computes one element per thread.
__global__ void __maxnreg__(64) shade7_kernel(float p8, int count9, long long p10) {
	static __shared__ unsigned sh_11[128];
	for (int n12 = 0; n12 < 10; ++n12) {
		--p8;
	}
	int off13 = count9;
	constexpr int f14 = TUNE_6 + (2 * 3);
	(count9--, (p8 = -1520));
}
__device__ float d_merge15 = -57;
namespace detail16 {
template <typename T>
struct Bounds17 {
	T vel18;
};
} // namespace detail16
constexpr int rank19(int stride20, int stride21) {
	return 48LL * stride21 * MIN2_4(stride21, NUM_ITERS_1);
}
// Computes one element per thread.
struct __align__(8) Node22 {
	int flag23;
	unsigned char mass24;
	long z25;
};
__host__ __device__ Node22 operator+(Node22 a, Node22 b) {
	Node22 r = a;
	r.flag23 += b.flag23;
	r.mass24 += b.mass24;
	r.z25 += b.z25;
	return r;
}
int main() {
	int count26 = 724;
	const char *stride27 = "a\tb";
	count26 = stride27[1];
	shade7_kernel<<<dim3((count26 + 63) / 64, (count26 + 255) / 256, (2)), dim3(128, 256), 0>>>(rank19(stride27[0], rank19(stride27[0], 15L)), 52 + ((int)count26), rank19(count26, 12));
	return 0;
}
