#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "lambda_ext_transform_reduce.fatbin.c"
typedef __nv_dl_wrapper_t<__nv_dl_tag<void ( :: analytics::Normalizer::*)(float *, int) const,(& :: analytics::Normalizer::normalize), 1> ,const analytics::Normalizer,float *> _ZZNK9analytics10Normalizer9normalizeEPfiEUliE_;
typedef __nv_dl_wrapper_t<__nv_dl_tag<void ( :: analytics::Normalizer::*)(const float *, float *, int) const,(& :: analytics::Normalizer::sum_of_squares), 1> ,float *,const float *> _ZZNK9analytics10Normalizer14sum_of_squaresEPKfPfiEUliE_;
static void __device_stub__ZN9analytics12index_kernelIZNKS_10Normalizer9normalizeEPfiEUnvdl2_MS1_KFvS2_iENKS1_9normalizeE1_KS1_S2_EEviT_(int,  _ZZNK9analytics10Normalizer9normalizeEPfiEUliE_&);
static void __device_stub__ZN9analytics12index_kernelIZNKS_10Normalizer14sum_of_squaresEPKfPfiEUnvdl2_MS1_KFvS3_S4_iENKS1_14sum_of_squaresE1_S4_S3_EEviT_(int,  _ZZNK9analytics10Normalizer14sum_of_squaresEPKfPfiEUliE_&);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
static void __device_stub__ZN9analytics12index_kernelIZNKS_10Normalizer9normalizeEPfiEUnvdl2_MS1_KFvS2_iENKS1_9normalizeE1_KS1_S2_EEviT_(int __par0,  _ZZNK9analytics10Normalizer9normalizeEPfiEUliE_&__par1){__cudaLaunchPrologue(2);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArg(__par1, 8UL);__cudaLaunch(((char *)((void ( *)(int,  _ZZNK9analytics10Normalizer9normalizeEPfiEUliE_))analytics::index_kernel< ::__nv_dl_wrapper_t<__nv_dl_tag<void ( :: analytics::Normalizer::*)(float *, int) const,(& :: analytics::Normalizer::normalize), 1> ,const analytics::Normalizer,float *>> )), 0U);}namespace analytics{

template<> __specialization_static void __wrapper__device_stub_index_kernel<_ZZNK9analytics10Normalizer9normalizeEPfiEUliE_>( int &__cuda_0, _ZZNK9analytics10Normalizer9normalizeEPfiEUliE_ &__cuda_1){__device_stub__ZN9analytics12index_kernelIZNKS_10Normalizer9normalizeEPfiEUnvdl2_MS1_KFvS2_iENKS1_9normalizeE1_KS1_S2_EEviT_( (int &)__cuda_0,( _ZZNK9analytics10Normalizer9normalizeEPfiEUliE_ &)__cuda_1);}}
static void __device_stub__ZN9analytics12index_kernelIZNKS_10Normalizer14sum_of_squaresEPKfPfiEUnvdl2_MS1_KFvS3_S4_iENKS1_14sum_of_squaresE1_S4_S3_EEviT_(int __par0,  _ZZNK9analytics10Normalizer14sum_of_squaresEPKfPfiEUliE_&__par1){__cudaLaunchPrologue(2);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArg(__par1, 8UL);__cudaLaunch(((char *)((void ( *)(int,  _ZZNK9analytics10Normalizer14sum_of_squaresEPKfPfiEUliE_))analytics::index_kernel< ::__nv_dl_wrapper_t<__nv_dl_tag<void ( :: analytics::Normalizer::*)(const float *, float *, int) const,(& :: analytics::Normalizer::sum_of_squares), 1> ,float *,const float *>> )), 0U);}namespace analytics{

template<> __specialization_static void __wrapper__device_stub_index_kernel<_ZZNK9analytics10Normalizer14sum_of_squaresEPKfPfiEUliE_>( int &__cuda_0, _ZZNK9analytics10Normalizer14sum_of_squaresEPKfPfiEUliE_ &__cuda_1){__device_stub__ZN9analytics12index_kernelIZNKS_10Normalizer14sum_of_squaresEPKfPfiEUnvdl2_MS1_KFvS3_S4_iENKS1_14sum_of_squaresE1_S4_S3_EEviT_( (int &)__cuda_0,( _ZZNK9analytics10Normalizer14sum_of_squaresEPKfPfiEUliE_ &)__cuda_1);}}
static void __nv_cudaEntityRegisterCallback(void **__T3){__nv_dummy_param_ref(__T3);__nv_save_fatbinhandle_for_managed_rt(__T3);__cudaRegisterEntry(__T3, ((void ( *)(int,  _ZZNK9analytics10Normalizer14sum_of_squaresEPKfPfiEUliE_))analytics::index_kernel< ::__nv_dl_wrapper_t<__nv_dl_tag<void ( :: analytics::Normalizer::*)(const float *, float *, int) const,(& :: analytics::Normalizer::sum_of_squares), 1> ,float *,const float *>> ), _ZN9analytics12index_kernelIZNKS_10Normalizer14sum_of_squaresEPKfPfiEUliE_EEviT_, (-1));__cudaRegisterEntry(__T3, ((void ( *)(int,  _ZZNK9analytics10Normalizer9normalizeEPfiEUliE_))analytics::index_kernel< ::__nv_dl_wrapper_t<__nv_dl_tag<void ( :: analytics::Normalizer::*)(float *, int) const,(& :: analytics::Normalizer::normalize), 1> ,const analytics::Normalizer,float *>> ), _ZN9analytics12index_kernelIZNKS_10Normalizer9normalizeEPfiEUliE_EEviT_, (-1));}
static void __sti____cudaRegisterAll(void){__cudaRegisterBinary(__nv_cudaEntityRegisterCallback);}

#pragma GCC diagnostic pop
