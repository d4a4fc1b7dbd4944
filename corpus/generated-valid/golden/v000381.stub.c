#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v000381.fatbin.c"
typedef img14::v15::Axis16 _ZN5img143v156Axis16E;
extern __attribute__((visibility("hidden"))) void __device_stub__Z5lerp7PiPKf(int *, const float *);
extern __attribute__((visibility("hidden"))) void __device_stub__Z13tile21_kernelPdN5img143v156Axis16Ej(double *,  _ZN5img143v156Axis16E, unsigned);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z5lerp7PiPKf(int *__par0, const float *__par1){__cudaLaunchPrologue(2);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaLaunch(((char *)((void ( *)(int *, const float *))lerp7)), 0U);}
# 15 "v000381.cu"
void lerp7( int *__cuda_0,const float *__cuda_1)
# 16 "v000381.cu"
{__device_stub__Z5lerp7PiPKf( __cuda_0,__cuda_1);
# 26 "v000381.cu"
}
# 1 "v000381.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z13tile21_kernelPdN5img143v156Axis16Ej( double *__par0,   _ZN5img143v156Axis16E __par1,  unsigned __par2) {  __cudaLaunchPrologue(3); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 12UL); __cudaLaunch(((char *)((void ( *)(double *,  _ZN5img143v156Axis16E, unsigned))tile21_kernel)), 0U); }
# 32 "v000381.cu"
void tile21_kernel( double *__cuda_0, _ZN5img143v156Axis16E __cuda_1,unsigned __cuda_2)
# 33 "v000381.cu"
{__device_stub__Z13tile21_kernelPdN5img143v156Axis16Ej( __cuda_0,__cuda_1,__cuda_2);
# 40 "v000381.cu"
}
# 1 "v000381.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T3) {  __nv_dummy_param_ref(__T3); __nv_save_fatbinhandle_for_managed_rt(__T3); __cudaRegisterEntry(__T3, ((void ( *)(double *,  _ZN5img143v156Axis16E, unsigned))tile21_kernel), _Z13tile21_kernelPdN5img143v156Axis16Ej, (-1)); __cudaRegisterEntry(__T3, ((void ( *)(int *, const float *))lerp7), _Z5lerp7PiPKf, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
