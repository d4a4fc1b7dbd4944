#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v002310.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z14weigh19_kernelfPf5Acc12(float, float *, const struct Acc12&);
extern __attribute__((visibility("hidden"))) void __device_stub__Z7scale26f(float);
extern __attribute__((visibility("hidden"))) void __device_stub__Z7weigh30l(long);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z14weigh19_kernelfPf5Acc12(float __par0, float *__par1, const struct Acc12&__par2){__cudaLaunchPrologue(3);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaSetupArg(__par2, 16UL);__cudaLaunch(((char *)((void ( *)(float, float *, const struct Acc12))weigh19_kernel)), 0U);}
# 47 "v002310.cu"
void weigh19_kernel( float __cuda_0,float *__cuda_1,const struct ::Acc12 __cuda_2)
# 47 "v002310.cu"
{__device_stub__Z14weigh19_kernelfPf5Acc12( __cuda_0,__cuda_1,__cuda_2);
# 54 "v002310.cu"
}
# 1 "v002310.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z7scale26f( float __par0) {  __cudaLaunchPrologue(1); __cudaSetupArgSimple(__par0, 0UL); __cudaLaunch(((char *)((void ( *)(float))scale26)), 0U); }
# 57 "v002310.cu"
void scale26( float __cuda_0)
# 57 "v002310.cu"
{__device_stub__Z7scale26f( __cuda_0);
# 75 "v002310.cu"
}
# 1 "v002310.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z7weigh30l( long __par0) {  __cudaLaunchPrologue(1); __cudaSetupArgSimple(__par0, 0UL); __cudaLaunch(((char *)((void ( *)(long))weigh30)), 0U); }
# 77 "v002310.cu"
void weigh30( long __cuda_0)
# 77 "v002310.cu"
{__device_stub__Z7weigh30l( __cuda_0);
# 84 "v002310.cu"
}
# 1 "v002310.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T6) {  __nv_dummy_param_ref(__T6); __nv_save_fatbinhandle_for_managed_rt(__T6); __cudaRegisterEntry(__T6, ((void ( *)(long))weigh30), _Z7weigh30l, (-1)); __cudaRegisterEntry(__T6, ((void ( *)(float))scale26), _Z7scale26f, (-1)); __cudaRegisterEntry(__T6, ((void ( *)(float, float *, const struct Acc12))weigh19_kernel), _Z14weigh19_kernelfPf5Acc12, (-1)); __cudaRegisterVariable(__T6, __shadow_var(d_blend18,::d_blend18), 0, 4UL, 0, 0); __cudaRegisterVariable(__T6, __shadow_var(d_reduce25,::d_reduce25), 0, 8UL, 0, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
