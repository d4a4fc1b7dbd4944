#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "lambda_ext_device.fatbin.c"
typedef __nv_dl_wrapper_t<__nv_dl_tag<void (*)(int, float, const float *, float *),(&     ::saxpy), 1> ,float *,float,const float *> _ZZ5saxpyifPKfPfEUliE_;
typedef __nv_dl_wrapper_t<__nv_dl_tag<void (*)(int, float, float, float *),(&     ::clamp_all), 2> , ::__nv_dl_wrapper_t<__nv_dl_tag<void (*)(int, float, float, float *),(&     ::clamp_all), 1> ,float,float>,float *> _ZZ9clamp_alliffPfEUliE_;
typedef __nv_dl_wrapper_t<__nv_dl_tag<int (*)(),(&     ::main), 1> ,int *> _ZZ4mainEUliE_;
static void __device_stub__Z14for_each_indexIZ5saxpyifPKfPfEUnvdl3_PFvifS1_S2_E5saxpy1_S2_fS1_EviT_(int,  _ZZ5saxpyifPKfPfEUliE_&);
static void __device_stub__Z14for_each_indexIZ9clamp_alliffPfEUnvdl2_PFviffS0_E9clamp_all2_Z9clamp_alliffS0_EUnvdl2_S2_9clamp_all1_ffS0_EviT_(int,  _ZZ9clamp_alliffPfEUliE_&);
static void __device_stub__Z14for_each_indexIZ4mainEUnvdl1_PFivE4main1_PiEviT_(int,  _ZZ4mainEUliE_&);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
static void __device_stub__Z14for_each_indexIZ5saxpyifPKfPfEUnvdl3_PFvifS1_S2_E5saxpy1_S2_fS1_EviT_(int __par0,  _ZZ5saxpyifPKfPfEUliE_&__par1){__cudaLaunchPrologue(2);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArg(__par1, 8UL);__cudaLaunch(((char *)((void ( *)(int,  _ZZ5saxpyifPKfPfEUliE_))for_each_index< ::__nv_dl_wrapper_t<__nv_dl_tag<void (*)(int, float, const float *, float *),(&     ::saxpy), 1> ,float *,float,const float *>> )), 0U);}
template<> __specialization_static void __wrapper__device_stub_for_each_index<_ZZ5saxpyifPKfPfEUliE_>( int &__cuda_0, _ZZ5saxpyifPKfPfEUliE_ &__cuda_1){__device_stub__Z14for_each_indexIZ5saxpyifPKfPfEUnvdl3_PFvifS1_S2_E5saxpy1_S2_fS1_EviT_( (int &)__cuda_0,( _ZZ5saxpyifPKfPfEUliE_ &)__cuda_1);}
static void __device_stub__Z14for_each_indexIZ9clamp_alliffPfEUnvdl2_PFviffS0_E9clamp_all2_Z9clamp_alliffS0_EUnvdl2_S2_9clamp_all1_ffS0_EviT_(int __par0,  _ZZ9clamp_alliffPfEUliE_&__par1){__cudaLaunchPrologue(2);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArg(__par1, 8UL);__cudaLaunch(((char *)((void ( *)(int,  _ZZ9clamp_alliffPfEUliE_))for_each_index< ::__nv_dl_wrapper_t<__nv_dl_tag<void (*)(int, float, float, float *),(&     ::clamp_all), 2> , ::__nv_dl_wrapper_t<__nv_dl_tag<void (*)(int, float, float, float *),(&     ::clamp_all), 1> ,float,float>,float *>> )), 0U);}
template<> __specialization_static void __wrapper__device_stub_for_each_index<_ZZ9clamp_alliffPfEUliE_>( int &__cuda_0, _ZZ9clamp_alliffPfEUliE_ &__cuda_1){__device_stub__Z14for_each_indexIZ9clamp_alliffPfEUnvdl2_PFviffS0_E9clamp_all2_Z9clamp_alliffS0_EUnvdl2_S2_9clamp_all1_ffS0_EviT_( (int &)__cuda_0,( _ZZ9clamp_alliffPfEUliE_ &)__cuda_1);}
static void __device_stub__Z14for_each_indexIZ4mainEUnvdl1_PFivE4main1_PiEviT_(int __par0,  _ZZ4mainEUliE_&__par1){__cudaLaunchPrologue(2);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArg(__par1, 8UL);__cudaLaunch(((char *)((void ( *)(int,  _ZZ4mainEUliE_))for_each_index< ::__nv_dl_wrapper_t<__nv_dl_tag<int (*)(),(&     ::main), 1> ,int *>> )), 0U);}
template<> __specialization_static void __wrapper__device_stub_for_each_index<_ZZ4mainEUliE_>( int &__cuda_0, _ZZ4mainEUliE_ &__cuda_1){__device_stub__Z14for_each_indexIZ4mainEUnvdl1_PFivE4main1_PiEviT_( (int &)__cuda_0,( _ZZ4mainEUliE_ &)__cuda_1);}
static void __nv_cudaEntityRegisterCallback(void **__T5){__nv_dummy_param_ref(__T5);__nv_save_fatbinhandle_for_managed_rt(__T5);__cudaRegisterEntry(__T5, ((void ( *)(int,  _ZZ4mainEUliE_))for_each_index< ::__nv_dl_wrapper_t<__nv_dl_tag<int (*)(),(&     ::main), 1> ,int *>> ), _Z14for_each_indexIZ4mainEUliE_EviT_, (-1));__cudaRegisterEntry(__T5, ((void ( *)(int,  _ZZ9clamp_alliffPfEUliE_))for_each_index< ::__nv_dl_wrapper_t<__nv_dl_tag<void (*)(int, float, float, float *),(&     ::clamp_all), 2> , ::__nv_dl_wrapper_t<__nv_dl_tag<void (*)(int, float, float, float *),(&     ::clamp_all), 1> ,float,float>,float *>> ), _Z14for_each_indexIZ9clamp_alliffPfEUliE_EviT_, (-1));__cudaRegisterEntry(__T5, ((void ( *)(int,  _ZZ5saxpyifPKfPfEUliE_))for_each_index< ::__nv_dl_wrapper_t<__nv_dl_tag<void (*)(int, float, const float *, float *),(&     ::saxpy), 1> ,float *,float,const float *>> ), _Z14for_each_indexIZ5saxpyifPKfPfEUliE_EviT_, (-1));}
static void __sti____cudaRegisterAll(void){__cudaRegisterBinary(__nv_cudaEntityRegisterCallback);}

#pragma GCC diagnostic pop
