// cudagen 0.1 seed 225 valid
// features: kernel,launch,launch_shared_mem,builtin_vars,device_function,device_forceinline,static_device_function,main,constexpr_var,enum,namespace,if,if_init,for,while,goto,ternary,compound_assign,bitwise,shift,comparison,incdec,comma,pointer_arith,array_index,call,lit_int_hex,lit_int_binary,lit_int_suffix,lit_float,lit_char,lit_nullptr,cast_functional,cast_static,sizeof,macro_function
#include "prelude.cuh"

#define MAX2_1(a, b) ((a) > (b) ? (a) : (b))
#define SQR_2(x) ((x) * (x))

namespace impl3 {
constexpr int BLOCK4 = 0b111;
enum Level5 { OFF6, LOW7, FAST8 };
} // namespace impl3

__device__ __forceinline__ double bump9(int count10)
{
	for (int j11 = 0, j12 = 3; j11 < j12; (++j11, (--j12))) {
		if (short int diff13 = ((j12 / 0xA) <= (threadIdx.x + blockIdx.y)) ? (sizeof(int) + blockDim.z) : 12ul; 44u < MAX2_1(count10, int(count10))) {
			char sum14 = MAX2_1(diff13, -j11);
			impl3::Level5 u15 = impl3::FAST8;
		}
	}
	for (int n16 = count10; n16 > 0; --n16) {
		float res17{10.625F};
		unsigned long x18(n16 - count10);
	}
	return ((count10 << count10) + (count10 += impl3::FAST8, 0x34)) - count10;
}
constexpr int RADIUS19 = 0x80;

inline static __device__ float scale20(int lane21)
{
	lane21 = (MAX2_1(blockIdx.x, 0b101100l) / ((lane21 != lane21) ? impl3::OFF6 : sizeof(float))) / bump9(impl3::FAST8 - lane21);
	bump9(float(RADIUS19));
	if ((threadIdx.x * 0b110110) < (lane21 % (lane21 << impl3::OFF6))) {
		for (int j22 = 0b0; j22 < (impl3::BLOCK4 + (impl3::LOW7 + 0x2)); j22++) {
			lane21 &= impl3::LOW7;
			lane21 = (static_cast<float>(5.0F) * lane21) + ((lane21 * RADIUS19) + (10 - lane21));
		}
	}
	return (RADIUS19 - lane21) + (RADIUS19 - lane21) + bump9(blockIdx.y);
}

__global__ void split23(int n24, int n25, long long* data26)
{
	unsigned tid27 = (blockIdx.x * blockDim.x) + threadIdx.x;
	if (tid27 >= n25)
		return;
	n25 = (data26[n25] >= ((tid27 <= n25) ? threadIdx.x : 'a')) ? (scale20(n24) * data26[tid27]) : ((0b101001 >= (*data26)) ? float(21.875f) : 8);
	signed char t28 = 47;
	(--n25, (n25 /= MAX2_1(blockIdx.z - SQR_2(data26[0x2]), scale20(n25 * impl3::BLOCK4))));
	constexpr unsigned int sum29 = 17;
	if (char w30 = impl3::BLOCK4; !data26)
		data26[blockDim.x] %= data26[n25] * (impl3::BLOCK4 + w30) * sizeof(double);
	double res31{5.0};
}

static __device__ float trace32(int n33, unsigned char* buf34)
{
	buf34[2] ^= ((RADIUS19 + buf34[0x2]) - (n33 += threadIdx.y, impl3::BLOCK4)) - buf34[0x7];
	int pass35 = 0;
	if ((pass35 + 41) >= 0x35U) {
		goto skip39;
	}
	while (pass35 < n33) {
		if (constexpr float diff36 = 12u; float(blockDim.y) <= SQR_2(n33)) {
			long f37 = bump9('A');
			f37 |= 2683;
		}
		long long off38 = threadIdx.x;
		off38 = impl3::FAST8;
		++pass35;
	}
skip39:;
	return sizeof(long long) / scale20(static_cast<unsigned long long>(*buf34));
}

int main()
{
	int size40 = 3567;
	if (size40)
		return 0x11ul >> size40;
	split23<<<(impl3::LOW7 + impl3::LOW7), 256, (256)>>>(RADIUS19, impl3::BLOCK4, static_cast<long long*>(nullptr));
	size40--;
	if (size40 <= size40) {
		split23<<<0x1, (impl3::LOW7 + (impl3::FAST8 + 0b1101)) * 16>>>(impl3::BLOCK4, 4943, nullptr);
		split23<<<impl3::LOW7 + 127, impl3::FAST8 + (impl3::BLOCK4 + (impl3::BLOCK4 + 112))>>>(MAX2_1(size40, 7), 15L, nullptr);
	}
	return 0b0;
}
