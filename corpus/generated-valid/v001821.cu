// cudagen 0.1 seed 1821 valid
// features: kernel,launch_bounds,launch,builtin_vars,main,enum_class,if,goto,comparison,incdec,pointer_arith,array_index,lit_digit_separator,lit_nullptr,cast_static,alignof
#include "prelude.cuh"

enum class Kind1 : short { On2, Mul3 = 5, Green4 = 10 };

__global__ void __launch_bounds__(8 * 4) smooth5(int count6, float *acc7)
{
    int idx8 = threadIdx.x;
    count6++;
    Kind1 idx9 = Kind1::Mul3;
    if (acc7 == nullptr) {
        goto skip10;
    }
    if ((idx8 * count6) == count6)
        return;
skip10:;
}
enum class Kind11 {
    Low12 = 1,
    Blue13,
    Busy14 = 7,
    Red15 = 12,
    Off16
};

int main()
{
    int n17 = 3916;
    Kind1 tmp18 = Kind1::Mul3;
    smooth5<<<(n17 + 63) / 64, 128>>>(static_cast<int>(2'692 / n17), static_cast<float*>(nullptr));
    n17 = n17 + alignof(char);
    return 0;
}
