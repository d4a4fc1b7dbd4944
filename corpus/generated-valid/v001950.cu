// cudagen 0.1 seed 1950 valid
// features: kernel,kernel_template,launch_explicit_template_args,launch_deduced_template_args,maxnreg,launch,launch_dim3,launch_shared_mem,launch_stream,device_function,device_forceinline,host_device_function,host_function,main,constant_var,constant_array,managed_var,shared_var,constexpr_var,local_array,enum,enum_class,typedef,if,range_for,goto,compound_assign,bitwise,shift,logical,comparison,incdec,pointer_arith,address_of,array_index,lit_int_hex,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_functional,cast_static,sizeof,macro_function,macro_statement,comments
#include "prelude.cuh"

#define LOW_BITS_1(x) ((x) & 0xF)
#define SWAP_2(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)
enum Kind3 { FAST4, FAST5 };
enum Axis6 { HIGH7, SLOW8, ADD9 };
__constant__ double c_smooth10 = 15.875;
__constant__ float c_step11[8] = {-24.625F, 24.5f, 19.625f, 7.0f, 0x18u, 15.25F, 15.375F, -0};
typedef float *ptr12_t;
enum struct Op13 : unsigned int { Red14, Idle15 };
enum Op16 : long { IDLE17, HIGH18, ADD19 };
// Returns the accumulated value.

template <typename T>
__global__ void __maxnreg__(128) weigh20(const T* src21, const T* coef22) {
	unsigned int sum23[3] = {46};
}
__constant__ int c_tally24 = 0x16;

__global__ void scale25_kernel(double* out26, unsigned long* data27, char* data28, Kind3 a29) {
	double diff30[8]{5.0, 12.0, 0b100111, 24.0, c_smooth10, c_smooth10, c_smooth10, -4.25};
	for (auto val31 : diff30) {
		--val31;
		__shared__ int sh_32[0x8];
	}
}
// Layout: row-major, no padding.

template <typename T, int N>
__global__ void spread33(T* acc34, int n35, int count36, int count37) {
	char e38[3] = {52};
	if (!(acc34 != nullptr)) {
		return;
	}
	__shared__ float sh_39[HIGH18 + 15];
}
__managed__ float m_count40[64];
// Helper used by the kernels below.

float run_combine41(Axis6 alpha42) {
	++m_count40[0xD];
	float r43 = (LOW_BITS_1(alpha42) * 15ul) - ((15.375f * alpha42) / (10.375F + m_count40[36]));
	return ((+alpha42) + alpha42) * HIGH18;
}

__device__ __forceinline__ int scatter44(int stride45, int len46, const int* src47) {
	Kind3 y48 = FAST4;
	if ((c_smooth10 == 50) && (42LL >= m_count40[c_tally24])) {
		goto out49;
	}
	len46 &= (*src47) + (0x21lu * len46) + (LOW_BITS_1(len46) - (0 % stride45));
out49:;
	return c_smooth10;
}

__device__ int trace50(float cfg51) {
	cfg51 = 58;
	--cfg51;
	float k52 = HIGH18;
	if (c_step11[0] > c_tally24) {
		goto out53;
	}
	m_count40[c_tally24] = c_tally24;
out53:;
	return c_step11[0x4];
}
/* Helper used by the kernels below. */

__host__ __device__ float fuse54(int len55, double p56, int n57) {
	int s58{-24};
	long lim59[7] = {long(LOW_BITS_1(n57)), static_cast<long>(p56), 55l, -0b11111, 38, 6l};
	if (len55 > (lim59[0] << len55)) {
		goto done60;
	}
	len55++;
done60:;
	return static_cast<unsigned char>(30 ^ lim59[1]) & 0x16lu;
}

int main() {
	int size61 = 2704;
	constexpr float s62 = 8.875F;
	unsigned int tmp63 = (sizeof(int));
	if (m_count40[0] < tmp63) {
		return 0x32ULL + (size61 - 3538);
	}
	weigh20<<<dim3(FAST5 + 1), 1 << 6, 0, 0>>>(&s62, m_count40);
	scale25_kernel<<<(tmp63 + 127) / 128, 64, (1024), nullptr>>>((double*)nullptr, nullptr, (char*)nullptr, FAST4);
	spread33<int, 3><<<dim3((4)), (256)>>>((int*)nullptr, 17lu, tmp63 >> LOW_BITS_1(tmp63), tmp63);
	return 0;
}
