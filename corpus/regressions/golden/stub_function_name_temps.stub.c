#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "stub_function_name_temps.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z1kPi(int *__restrict__);
extern __attribute__((visibility("hidden"))) void __device_stub__Z2k2Pi(int *__restrict__);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z1kPi(int *__restrict__ __par0){ int *__T8;
__cudaLaunchPrologue(1);__T8 = __par0;__cudaSetupArgSimple(__T8, 0UL);__cudaLaunch(((char *)((void ( *)(int *__restrict__))k)), 0U);}
# 7 "stub_function_name_temps.cu"
void k( int *__restrict__ __cuda_0)
# 7 "stub_function_name_temps.cu"
{__device_stub__Z1kPi( __cuda_0); }
# 1 "stub_function_name_temps.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z2k2Pi( int *__restrict__ __par0) {  int *__T9;
__cudaLaunchPrologue(1); __T9 = __par0; __cudaSetupArgSimple(__T9, 0UL); __cudaLaunch(((char *)((void ( *)(int *__restrict__))k2)), 0U); }
# 8 "stub_function_name_temps.cu"
void k2( int *__restrict__ __cuda_0)
# 8 "stub_function_name_temps.cu"
{__device_stub__Z2k2Pi( __cuda_0); }
# 1 "stub_function_name_temps.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T10) {  __nv_dummy_param_ref(__T10); __nv_save_fatbinhandle_for_managed_rt(__T10); __cudaRegisterEntry(__T10, ((void ( *)(int *__restrict__))k2), _Z2k2Pi, (-1)); __cudaRegisterEntry(__T10, ((void ( *)(int *__restrict__))k), _Z1kPi, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
