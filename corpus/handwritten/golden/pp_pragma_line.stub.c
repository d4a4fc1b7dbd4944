#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "pp_pragma_line.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z8unrolledPf(float *);
extern __attribute__((visibility("hidden"))) void __device_stub__Z20after_line_directivePi(int *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z8unrolledPf(float *__par0){__cudaLaunchPrologue(1);__cudaSetupArgSimple(__par0, 0UL);__cudaLaunch(((char *)((void ( *)(float *))unrolled)), 0U);}
# 15 "pp_pragma_line.cu"
void unrolled( float *__cuda_0)
# 16 "pp_pragma_line.cu"
{__device_stub__Z8unrolledPf( __cuda_0);
# 24 "pp_pragma_line.cu"
}
# 1 "pp_pragma_line.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z20after_line_directivePi( int *__par0) {  __cudaLaunchPrologue(1); __cudaSetupArgSimple(__par0, 0UL); __cudaLaunch(((char *)((void ( *)(int *))after_line_directive)), 0U); }
# 1000 "generated_kernels.cu"
void after_line_directive( int *__cuda_0)
# 1001 "generated_kernels.cu"
{__device_stub__Z20after_line_directivePi( __cuda_0);

}
# 1 "pp_pragma_line.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T0) {  __nv_dummy_param_ref(__T0); __nv_save_fatbinhandle_for_managed_rt(__T0); __cudaRegisterEntry(__T0, ((void ( *)(int *))after_line_directive), _Z20after_line_directivePi, (-1)); __cudaRegisterEntry(__T0, ((void ( *)(float *))unrolled), _Z8unrolledPf, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
