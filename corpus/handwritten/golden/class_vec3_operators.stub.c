#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "class_vec3_operators.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z7reflectPK4Vec3S1_PS_i(const struct Vec3 *, const struct Vec3 *, struct Vec3 *, int);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z7reflectPK4Vec3S1_PS_i(const struct Vec3 *__par0, const struct Vec3 *__par1, struct Vec3 *__par2, int __par3){__cudaLaunchPrologue(4);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaSetupArgSimple(__par2, 16UL);__cudaSetupArgSimple(__par3, 24UL);__cudaLaunch(((char *)((void ( *)(const struct Vec3 *, const struct Vec3 *, struct Vec3 *, int))reflect)), 0U);}
# 30 "class_vec3_operators.cu"
void reflect( const struct ::Vec3 *__cuda_0,const struct ::Vec3 *__cuda_1,struct ::Vec3 *__cuda_2,int __cuda_3)
# 31 "class_vec3_operators.cu"
{__device_stub__Z7reflectPK4Vec3S1_PS_i( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 39 "class_vec3_operators.cu"
}
# 1 "class_vec3_operators.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T26) {  __nv_dummy_param_ref(__T26); __nv_save_fatbinhandle_for_managed_rt(__T26); __cudaRegisterEntry(__T26, ((void ( *)(const struct Vec3 *, const struct Vec3 *, struct Vec3 *, int))reflect), _Z7reflectPK4Vec3S1_PS_i, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
