#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "i000583.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z7scale11Pf(float *__restrict__);
extern __attribute__((visibility("hidden"))) void __device_stub__ZN5img153v168filter17EPm(size_t *__restrict__);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z7scale11Pf(float *__restrict__ __par0){ float *__T0;
__cudaLaunchPrologue(1);__T0 = __par0;__cudaSetupArgSimple(__T0, 0UL);__cudaLaunch(((char *)((void ( *)(float *__restrict__))scale11)), 0U);}
# 19 "i000583.cu"
void scale11( float *__restrict__ __cuda_0)
# 19 "i000583.cu"
{__device_stub__Z7scale11Pf( __cuda_0);
# 30 "i000583.cu"
}
# 1 "i000583.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__ZN5img153v168filter17EPm( size_t *__restrict__ __par0) {  size_t *__T1;
__cudaLaunchPrologue(1); __T1 = __par0; __cudaSetupArgSimple(__T1, 0UL); __cudaLaunch(((char *)((void ( *)(size_t *__restrict__))img15::v16::filter17)), 0U); }
# 33 "i000583.cu"
void img15::v16::filter17( ::size_t *__restrict__ __cuda_0)
# 33 "i000583.cu"
{__device_stub__ZN5img153v168filter17EPm( __cuda_0);



}
# 1 "i000583.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T2) {  __nv_dummy_param_ref(__T2); __nv_save_fatbinhandle_for_managed_rt(__T2); __cudaRegisterEntry(__T2, ((void ( *)(size_t *__restrict__))img15::v16::filter17), _ZN5img153v168filter17EPm, (-1)); __cudaRegisterEntry(__T2, ((void ( *)(float *__restrict__))scale11), _Z7scale11Pf, (-1)); __cudaRegisterVariable(__T2, __shadow_var(d_mix10,::d_mix10), 0, 1UL, 0, 0); __cudaRegisterManagedVariable(__T2, __shadow_var(m_apply20,::m_apply20), 0, 8UL, 0, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
