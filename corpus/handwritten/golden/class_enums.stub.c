#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "class_enums.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z7projectPf4Axis4Modei(float *, enum Axis, enum Mode, int);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z7projectPf4Axis4Modei(float *__par0, enum Axis __par1, enum Mode __par2, int __par3){__cudaLaunchPrologue(4);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaSetupArgSimple(__par2, 10UL);__cudaSetupArgSimple(__par3, 12UL);__cudaLaunch(((char *)((void ( *)(float *, enum Axis, enum Mode, int))project)), 0U);}
# 30 "class_enums.cu"
void project( float *__cuda_0,enum ::Axis __cuda_1,enum ::Mode __cuda_2,int __cuda_3)
# 31 "class_enums.cu"
{__device_stub__Z7projectPf4Axis4Modei( __cuda_0,__cuda_1,__cuda_2,__cuda_3);




}
# 1 "class_enums.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T0) {  __nv_dummy_param_ref(__T0); __nv_save_fatbinhandle_for_managed_rt(__T0); __cudaRegisterEntry(__T0, ((void ( *)(float *, enum Axis, enum Mode, int))project), _Z7projectPf4Axis4Modei, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
