#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v001760.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z14relax29_kerneli7Bounds7(int, struct Bounds7&);
extern __attribute__((visibility("hidden"))) void __device_stub__ZN6math143v157drift16EPf(float *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z14relax29_kerneli7Bounds7(int __par0, struct Bounds7&__par1){__cudaLaunchPrologue(2);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArg(__par1, 8UL);__cudaLaunch(((char *)((void ( *)(int, struct Bounds7))relax29_kernel)), 0U);}
# 65 "v001760.cu"
void relax29_kernel( int __cuda_0,struct ::Bounds7 __cuda_1)
# 65 "v001760.cu"
{__device_stub__Z14relax29_kerneli7Bounds7( __cuda_0,__cuda_1);
# 75 "v001760.cu"
}
# 1 "v001760.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__ZN6math143v157drift16EPf( float *__par0) {  __cudaLaunchPrologue(1); __cudaSetupArgSimple(__par0, 0UL); __cudaLaunch(((char *)((void ( *)(float *))math14::v15::drift16)), 0U); }
# 29 "v001760.cu"
void math14::v15::drift16( float *__cuda_0)
# 29 "v001760.cu"
{__device_stub__ZN6math143v157drift16EPf( __cuda_0);



}
# 1 "v001760.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T0) {  __nv_dummy_param_ref(__T0); __nv_save_fatbinhandle_for_managed_rt(__T0); __cudaRegisterEntry(__T0, ((void ( *)(float *))math14::v15::drift16), _ZN6math143v157drift16EPf, (-1)); __cudaRegisterEntry(__T0, ((void ( *)(int, struct Bounds7))relax29_kernel), relax29_kernel, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
